import { Button, Callout, FormGroup, H1, HTMLTable, InputGroup, NonIdealState, Tag } from '@blueprintjs/core';
import { Error as ErrorIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { AppletIcon } from '../applet-host/AppletIcon';
import { DevApplets } from './DevApplets';
import { useConsole } from '../console/ConsoleContext';
import { errorText } from '../errors/errorText';
import { useDocumentTitle } from '../routing/pageTitle';
import { REGISTRY_PAGE_MESSAGES as M } from './messages';
import { registryApi, type ManagedApplet } from './registryApi';
import styles from './AppletRegistryPage.module.scss';

/** The staff page of the applet registry: add by applet.json URL, enable, disable, remove. */
export const AppletRegistryPage = observer(function AppletRegistryPage() {
  const store = useConsole();
  useDocumentTitle(M.heading);
  const [applets, setApplets] = useState<ManagedApplet[] | 'failed'>();
  const [url, setUrl] = useState('');
  const [addError, setAddError] = useState<string>();
  const [busy, setBusy] = useState(false);

  // Once per list: the dev applets are checked against the built-ins whenever these change.
  const builtins = useMemo(() => (Array.isArray(applets) ? applets.filter((applet) => applet.builtin) : undefined), [applets]);

  const reload = useCallback(async () => {
    try {
      setApplets(await registryApi.list());
    } catch {
      setApplets('failed');
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);

  /** Runs a change, then shows the new list and has the App Library ask again. */
  const change = async (action: () => Promise<unknown>, done?: string) => {
    setBusy(true);
    try {
      await action();
      if (done) store.snackbars.show({ message: done, intent: 'success' });
    } finally {
      store.registry.invalidate();
      await reload();
      setBusy(false);
    }
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setAddError(undefined);
    setBusy(true);
    try {
      const added = await registryApi.addByUrl(url.trim());
      setUrl('');
      store.snackbars.show({ message: M.added(added.title), intent: 'success' });
      store.registry.invalidate();
      await reload();
    } catch (error) {
      setAddError(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (applet: ManagedApplet) => {
    const sure = await store.confirm.confirm({ title: M.removeTitle, message: M.removeMessage(applet.title, applet.id), confirmLabel: M.remove });
    if (sure) await change(() => registryApi.remove(applet.id), M.removed(applet.title)).catch(() => undefined);
  };

  return (
    <div className={styles.page} data-testid="applet-registry">
      <H1>{M.heading}</H1>
      <p>{M.hint}</p>
      <form className={styles.addForm} onSubmit={add}>
        <FormGroup label={M.addLabel} labelFor="registry-add-url" className={styles.grow}>
          <InputGroup id="registry-add-url" data-testid="registry-add-url" type="url" required placeholder={M.addPlaceholder} value={url} onValueChange={setUrl} />
        </FormGroup>
        <Button type="submit" intent="primary" loading={busy} data-testid="registry-add">
          {M.add}
        </Button>
      </form>
      {addError && (
        <Callout intent="danger" data-testid="registry-add-error">
          {addError}
        </Callout>
      )}
      {applets === 'failed' ? (
        <NonIdealState icon={<ErrorIcon size={48} />} title={M.loadFailed} />
      ) : (
        // A phone scrolls the table sideways rather than cutting off its last columns.
        <div className={styles.tableScroll}>
          <HTMLTable className={styles.table} striped>
            <thead>
              <tr>
                {Object.values(M.columns).map((title, i) => (
                  <th key={i}>{title}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {(applets ?? []).map((applet) => (
                <RegistryRow
                  key={applet.id}
                  applet={applet}
                  busy={busy}
                  onToggle={() => void change(() => registryApi.setEnabled(applet, !applet.enabled)).catch(() => undefined)}
                  onRemove={() => void remove(applet)}
                />
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
      <DevApplets devMode={store.session.devMode} builtins={builtins} />
    </div>
  );
});

function RegistryRow({ applet, busy, onToggle, onRemove }: { applet: ManagedApplet; busy: boolean; onToggle: () => void; onRemove: () => void }) {
  const source = applet.source.kind === 'remote' ? (applet.manifestUrl ?? applet.source.url) : M.builtIn;
  const error = applet.lastLoadError;
  return (
    <tr data-testid="registry-row" data-applet-id={applet.id}>
      <td>
        <span className={styles.applet}>
          <AppletIcon icon={applet.icon} size={20} />
          <span>
            <strong>{applet.title}</strong> <code>{applet.id}</code>
          </span>
        </span>
      </td>
      <td className={styles.source}>{source}</td>
      <td>
        <Tag intent={applet.enabled ? 'success' : 'none'} data-testid="registry-status">
          {applet.enabled ? M.enabled : M.disabled}
        </Tag>
      </td>
      <td data-testid="registry-load-error">{error ? M.loadErrorAt(error.message, new Date(error.at).toLocaleString()) : M.noError}</td>
      <td className={styles.actions}>
        {!applet.builtin && (
          <>
            <Button size="small" disabled={busy} onClick={onToggle} data-testid="registry-toggle">
              {applet.enabled ? M.disable : M.enable}
            </Button>
            <Button size="small" intent="danger" variant="minimal" disabled={busy} onClick={onRemove} data-testid="registry-remove">
              {M.remove}
            </Button>
          </>
        )}
      </td>
    </tr>
  );
}
