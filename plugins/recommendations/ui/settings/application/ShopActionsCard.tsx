import { Button, Callout } from '@blueprintjs/core';
import { useState } from 'react';
import { useConfirm, useSnackbars } from 'sdk';
import { APPLICATION as M } from '../messages';
import { ClearCacheButton } from '../shared/ClearCacheButton';
import { apiMessage } from '../shared/saveError';
import { SettingsCard } from '../shared/SettingsCard';
import { openExternal, useShopAction } from './useShopAction';
import styles from '../shared/Settings.module.scss';

/** Open the platform admin, clear the product cache, remove liquid (spec 2, 6, 8). */
export function ShopActionsCard({ disabled }: { disabled: boolean }) {
  const { busy, run } = useShopAction();
  const { confirm } = useConfirm();
  const snackbars = useSnackbars();
  const [error, setError] = useState<{ title?: string; text: string } | null>(null);

  const openAdmin = async () => {
    setError(null);
    const url = await run<{ url?: string }>('deep-link', 'GET', { target: 'admin' }).then((a) => a?.url, () => undefined);
    if (!openExternal(url)) setError({ title: M.errorTitle, text: M.adminUrlError });
  };

  const removeLiquid = async () => {
    setError(null);
    if (!(await confirm(M.removeLiquidConfirm))) return;
    try {
      const { removed } = await run<{ removed: number }>('remove-all-liquid', 'POST');
      snackbars.show({ message: M.liquidRemoved(removed ?? 0), intent: 'success' });
    } catch (err) {
      setError({ text: apiMessage(err, M.removeLiquid) });
    }
  };

  return (
    <SettingsCard title={M.advanced} text={M.clearCacheText} testId="rec-shop-actions">
      <div className={styles.actions}>
        <Button icon="share" text={M.openAdmin} disabled={disabled || !!busy} loading={busy === 'deep-link'} onClick={openAdmin} data-testid="rec-open-admin" />
        <ClearCacheButton disabled={disabled} />
        <Button icon="trash" text={M.removeLiquid} title={M.removeLiquidText} disabled={disabled || !!busy} loading={busy === 'remove-all-liquid'} onClick={removeLiquid} data-testid="rec-remove-liquid" />
      </div>
      {error && (
        <Callout intent="danger" title={error.title} data-testid="rec-shop-action-error">
          {error.text}
        </Callout>
      )}
    </SettingsCard>
  );
}
