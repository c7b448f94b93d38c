/** Loads the settings document through the editor host and shows the global settings form. */
import { Button, Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { useCallback, useEffect, useState } from 'react';
import type { EditorContext, EditorHost } from '../../../sdk/sandbox';
import { GlobalSettingsForm } from './GlobalSettingsForm';
import { globalSettingsFromDocument, type GlobalSettings, type GlobalSettingsDoc } from './GlobalSettingsModel';
import { GLOBAL_MESSAGES as M } from './messages';

export function GlobalSettingsPane({ ctx, host }: { ctx: EditorContext; host: EditorHost }) {
  const [settings, setSettings] = useState<GlobalSettings | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(() => {
    setError(null);
    let live = true;
    host.loadSettings().then(
      ({ doc, __v }) => {
        if (live) setSettings(globalSettingsFromDocument(doc as GlobalSettingsDoc, __v, { saveSettings: (changes, v) => host.saveSettings(changes, v) }));
      },
      (e: unknown) => live && setError(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      live = false;
    };
  }, [host]);
  useEffect(load, [load]);

  if (error)
    return (
      <Callout intent="danger" title={M.loadFailed}>
        {error} <Button variant="minimal" text={M.retry} onClick={load} />
      </Callout>
    );
  if (!settings) return <NonIdealState icon={<Spinner size={20} />} description={M.loading} />;
  return <GlobalSettingsForm settings={settings} ctx={ctx} host={host} />;
}
