import { Button, Callout, Checkbox, FormGroup, H3, InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useAppletSettings, useSite, useSnackbars, useUnsavedChangesGuard } from 'sdk';
import { MESSAGES as M } from '../messages';
import { createSettings } from '../settings/SettingsModel';

/** The settings form: Save sends only the changed fields; leaving with unsaved changes asks first. */
export default observer(function SettingsPage() {
  const site = useSite();
  const settingsService = useAppletSettings();
  const snackbars = useSnackbars();
  const store = useMemo(() => createSettings({ settings: settingsService }), [settingsService, site._id]);
  useUnsavedChangesGuard(store.isDirty);

  useEffect(() => {
    void store.load();
  }, [store]);

  const save = async () => {
    await store.save();
    snackbars.show({ message: M.saved, intent: 'success' });
  };

  return (
    <section data-testid="applet-settings">
      <H3>{M.settings}</H3>
      <FormGroup label={M.greetingLabel} labelFor="applet-greeting-input">
        {/* Disabled until the stored settings arrive: what is typed before would be overwritten. */}
        <InputGroup id="applet-greeting-input" data-testid="applet-greeting-input" disabled={!store.ready} value={store.greeting} onValueChange={(value) => store.setGreeting(value)} />
      </FormGroup>
      <Checkbox label={M.enabledLabel} disabled={!store.ready} checked={store.enabled} onChange={(event) => store.setEnabled(event.currentTarget.checked)} />
      {store.isDirty && <Callout intent="warning">{M.unsaved}</Callout>}
      <p>
        <Button intent="primary" disabled={!store.isDirty || store.saving} loading={store.saving} onClick={save} data-testid="applet-save">
          {M.save}
        </Button>{' '}
        <Button disabled={!store.isDirty} onClick={() => store.discardChanges()}>
          {M.discard}
        </Button>
      </p>
    </section>
  );
});
