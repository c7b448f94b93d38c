import { Button, Callout, HTMLTable, Intent, Section, SectionCard, Spinner, Tag } from '@blueprintjs/core';
import { useCallback, useEffect, useState } from 'react';
import { useApi, useConfirm, useSnackbars } from 'sdk';
import { SETTINGS_MESSAGES as M } from '../../messages';
import { errorText } from '../shared/errorText';
import { shopPath, tagStatus, type CheckAndFixResult, type InstallationStatus } from './shopStatus';

type Load = { state: 'loading' } | { state: 'error'; error: Error } | { state: 'ready'; check: InstallationStatus };

/** 'Manage Shopify App Status' (spec §9): the tag, app embed and scopes of the current site. */
export function ShopifyAppStatus() {
  const api = useApi();
  const { show } = useSnackbars();
  const { confirm } = useConfirm();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [busy, setBusy] = useState(false);
  const [generation, setGeneration] = useState(0);
  const refresh = useCallback(() => setGeneration((n) => n + 1), []);

  useEffect(() => {
    let live = true;
    setLoad({ state: 'loading' });
    // silent: a failed check is shown in place, not in the error modal.
    api.fetch<InstallationStatus>(shopPath('installation'), { silent: true }).then(
      (check) => live && setLoad({ state: 'ready', check: check ?? {} }),
      (error: Error) => live && setLoad({ state: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [api, generation]);

  /** Runs an action; failures were already shown by the host's error modal (not silent). */
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch {
      // shown by the host
    } finally {
      setBusy(false);
      refresh();
    }
  };

  const checkAndFix = () =>
    run(async () => {
      const result = await api.fetch<CheckAndFixResult>(shopPath('action/check-and-fix'), { method: 'POST', body: { validate: true } });
      if (result?._redirect && result.url) {
        window.location.assign(result.url); // the fix needs the merchant on the platform
        return;
      }
      const problems = result?.problems?.length ?? 0;
      show({ message: problems ? M.checkProblems(problems) : M.checkPassed, intent: problems ? 'warning' : 'success' });
    });

  const setTag = (enable: boolean) =>
    run(async () => {
      if (!enable && !(await confirm({ title: M.disableTitle, message: M.disableText }))) return;
      await api.fetch(shopPath('action/tag-enable'), { method: 'POST', body: { enable } });
      show({ message: enable ? M.tagEnabledDone : M.tagDisabledDone, intent: 'success' });
    });

  const enableAppEmbed = () =>
    run(async () => {
      // Opened during the click so the popup blocker lets it through; filled in when the link comes.
      const tab = window.open('about:blank', '_blank');
      try {
        const { url } = await api.fetch<{ url: string }>(shopPath('action/deep-link'), { query: { target: 'app-embed' } });
        if (tab) tab.location.href = url;
        else window.location.assign(url);
      } catch (error) {
        tab?.close();
        throw error;
      }
    });

  return (
    <Section title={M.shopify} icon="shop" data-testid="chk-shopify-status" rightElement={<Button icon="refresh" variant="minimal" aria-label={M.refresh} onClick={refresh} disabled={busy} />}>
      <SectionCard>
        {load.state === 'loading' && <Spinner size={20} aria-label={M.loading} />}
        {load.state === 'error' && (
          <Callout intent={Intent.DANGER} title={M.loadFailed}>
            {errorText(load.error)}
          </Callout>
        )}
        {load.state === 'ready' && <StatusTable check={load.check} busy={busy} onCheckAndFix={checkAndFix} onSetTag={setTag} onEnableAppEmbed={enableAppEmbed} />}
      </SectionCard>
    </Section>
  );
}

interface StatusTableProps {
  check: InstallationStatus;
  busy: boolean;
  onCheckAndFix(): void;
  onSetTag(enable: boolean): void;
  onEnableAppEmbed(): void;
}

function StatusTable({ check, busy, onCheckAndFix, onSetTag, onEnableAppEmbed }: StatusTableProps) {
  const tag = tagStatus(check);
  const missing = check.missingScopes ?? [];
  const embedOn = check.appEmbedEnabled !== false;
  return (
    <HTMLTable compact style={{ width: '100%' }}>
      <tbody>
        <tr data-testid="chk-status-tag">
          <th scope="row">{M.tag}</th>
          <td>
            <Tag intent={tag === 'enabled' ? Intent.SUCCESS : tag === 'manually-disabled' ? Intent.DANGER : Intent.WARNING} minimal>
              {tag === 'enabled' ? M.tagEnabled : tag === 'manually-disabled' ? M.tagDisabled : M.tagNotValidated}
            </Tag>
          </td>
          <td>
            {tag === 'manually-disabled' ? (
              <Button size="small" intent={Intent.PRIMARY} text={M.enableTag} onClick={() => onSetTag(true)} disabled={busy} />
            ) : tag === 'not-validated' ? (
              <Button size="small" intent={Intent.PRIMARY} text={M.checkAndFix} onClick={onCheckAndFix} disabled={busy} />
            ) : (
              <Button size="small" text={M.disableTag} onClick={() => onSetTag(false)} disabled={busy} />
            )}
          </td>
        </tr>
        <tr data-testid="chk-status-app-embed">
          <th scope="row">{M.appEmbed}</th>
          <td>
            <Tag intent={embedOn ? Intent.SUCCESS : Intent.WARNING} minimal>
              {embedOn ? M.appEmbedOn : M.appEmbedOff}
            </Tag>
          </td>
          <td>{!embedOn && <Button size="small" intent={Intent.PRIMARY} text={M.enableAppEmbed} onClick={onEnableAppEmbed} disabled={busy} />}</td>
        </tr>
        <tr data-testid="chk-status-scopes">
          <th scope="row">{M.scopes}</th>
          <td>
            <Tag intent={missing.length ? Intent.WARNING : Intent.SUCCESS} minimal multiline>
              {missing.length ? M.scopesMissing(missing.join(', ')) : M.scopesOk}
            </Tag>
          </td>
          <td>{missing.length > 0 && <Button size="small" intent={Intent.PRIMARY} text={M.updatePermissions} onClick={onCheckAndFix} disabled={busy} />}</td>
        </tr>
      </tbody>
    </HTMLTable>
  );
}
