import { Button, Callout } from '@blueprintjs/core';
import { useState } from 'react';
import { useConfirm, useSite, useSnackbars } from 'sdk';
import { useStrongConfirm, type StrongConfirmRequest } from '../../shared/StrongConfirm';
import { APPLICATION as M } from '../messages';
import { apiMessage } from '../shared/saveError';
import { SettingsCard } from '../shared/SettingsCard';
import { useShopAction } from './useShopAction';
import styles from '../shared/Settings.module.scss';

/**
 * The internal uninstall tools (spec 2, 6); the server refuses them to anyone but staff.
 * Admin Uninstall and Cleanup takes the app's liquid out of the theme, then uninstalls;
 * Clean Uninstall also deletes all shop info, so it asks the strong confirmation.
 */
export function StaffToolsCard({ disabled, onChanged }: { disabled: boolean; onChanged(): void }) {
  const { busy, run } = useShopAction();
  const { confirm } = useConfirm();
  const strong = useStrongConfirm();
  const site = useSite();
  const snackbars = useSnackbars();
  const [error, setError] = useState<string | null>(null);

  const act = async (ask: { title: string; message: string; confirmLabel: string } | StrongConfirmRequest, steps: Array<[string, 'POST' | 'DELETE']>) => {
    setError(null);
    if (!(await ('word' in ask ? strong.ask(ask) : confirm(ask)))) return;
    try {
      for (const [action, method] of steps) await run(action, method);
      snackbars.show({ message: M.uninstalled, intent: 'success' });
      onChanged();
    } catch (err) {
      setError(apiMessage(err, ask.title));
    }
  };

  return (
    <SettingsCard title={M.staffTools} staff testId="rec-staff-tools">
      <div className={styles.actions}>
        <Button
          intent="danger"
          variant="outlined"
          text={M.adminUninstall}
          disabled={disabled || !!busy}
          onClick={() => act(M.adminConfirm, [['remove-all-liquid', 'POST'], ['uninstall', 'DELETE']])}
          data-testid="rec-admin-uninstall"
        />
        <Button intent="danger" variant="outlined" text={M.uninstallApp} disabled={disabled || !!busy} onClick={() => act(M.uninstallConfirm, [['uninstall', 'DELETE']])} data-testid="rec-uninstall" />
        <Button intent="danger" text={M.cleanUninstall} disabled={disabled || !!busy} onClick={() => act(M.cleanConfirm(site.name), [['uninstall-force', 'DELETE']])} data-testid="rec-clean-uninstall" />
      </div>
      {strong.dialog}
      {error && (
        <Callout intent="danger" data-testid="rec-staff-error">
          {error}
        </Callout>
      )}
    </SettingsCard>
  );
}
