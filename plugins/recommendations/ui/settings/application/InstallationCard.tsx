import { Button, Callout } from '@blueprintjs/core';
import { useState } from 'react';
import { useSnackbars } from 'sdk';
import { APPLICATION as M } from '../messages';
import { apiMessage } from '../shared/saveError';
import { SettingsCard } from '../shared/SettingsCard';
import type { AppInstallation } from './useInstallCheck';
import { openExternal, useShopAction } from './useShopAction';
import styles from '../shared/Settings.module.scss';

interface CheckAndFixResult {
  ok: boolean;
  fixed: string[];
  problems: string[];
  _redirect?: boolean;
  url?: string;
}

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Check and Fix, Validate Tag and the app embed (spec 2, 6: merchants may run them all). */
export function InstallationCard({ check, disabled, onChanged }: { check: AppInstallation; disabled: boolean; onChanged(): void }) {
  const { busy, run } = useShopAction();
  const snackbars = useSnackbars();
  const [result, setResult] = useState<CheckAndFixResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  const checkAndFix = async (validate: boolean) => {
    setError(null);
    try {
      const answer = await run<CheckAndFixResult>('check-and-fix', 'POST', validate ? { validate: true } : { full: true });
      setResult(answer);
      // Missing permissions are fixed only by the merchant on the platform.
      if (answer._redirect && openExternal(answer.url, false)) return;
      snackbars.show({ message: M.checkAndFixDone, intent: answer.ok ? 'success' : 'warning' });
      onChanged();
    } catch (err) {
      setError(apiMessage(err, M.checkAndFix));
    }
  };

  const appEmbed = async () => {
    setError(null);
    try {
      const { url } = await run<{ url: string }>('deep-link', 'GET', { target: 'app-embed' });
      openExternal(url);
    } catch (err) {
      setError(apiMessage(err, M.appEmbed));
    }
  };

  return (
    <SettingsCard title={M.installation} text={M.installationText} testId="rec-installation">
      <ul className={styles.list}>
        <li data-testid="rec-tag-status">{check.tagValidated ? M.tagValidated(when(check.tagValidated)) : M.tagNotValidated}</li>
        <li data-testid="rec-embed-status">{check.appEmbedEnabled ? M.appEmbedOn : M.appEmbedOff}</li>
      </ul>
      <div className={styles.actions}>
        <Button intent="primary" icon="wrench" text={M.checkAndFix} disabled={disabled || !!busy} loading={busy === 'check-and-fix'} onClick={() => checkAndFix(false)} data-testid="rec-check-and-fix" />
        <Button icon="tick-circle" text={M.validateTag} disabled={disabled || !!busy} onClick={() => checkAndFix(true)} data-testid="rec-validate-tag" />
        <Button
          icon="application"
          text={check.appEmbedEnabled ? M.manageAppEmbed : M.enableAppEmbed}
          intent={check.appEmbedEnabled ? 'none' : 'warning'}
          disabled={disabled || !!busy}
          loading={busy === 'deep-link'}
          onClick={appEmbed}
          data-testid="rec-app-embed"
        />
      </div>
      {result && (
        <Callout intent={result.ok ? 'success' : 'warning'} data-testid="rec-check-result">
          {result.fixed.length > 0 && (
            <>
              <strong>{M.fixed}</strong>
              <ul className={styles.list}>{result.fixed.map((f) => <li key={f}>{f}</li>)}</ul>
            </>
          )}
          {result.problems.length > 0 ? (
            <>
              <strong>{M.problems}</strong>
              <ul className={styles.list}>{result.problems.map((p) => <li key={p}>{p}</li>)}</ul>
            </>
          ) : (
            <p>{M.allGood}</p>
          )}
        </Callout>
      )}
      {error && (
        <Callout intent="danger" data-testid="rec-installation-error">
          {error}
        </Callout>
      )}
    </SettingsCard>
  );
}
