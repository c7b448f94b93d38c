import { FormGroup, HTMLSelect, Intent, Switch } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useApi, useSite, useSnackbars, type SiteFlagValue } from 'sdk';
import { useStaffLog } from './log/StaffLogContext';
import { MODERN_MODES, STAFF, TOGGLE_FLAGS } from './messages';
import { errorText, Section } from './Section';
import styles from './Staff.module.scss';

/**
 * The site flags of spec 3 (PATCH /api2/sites/{id} with flags.{name}; staff only on the
 * server). Shown as written back by the server; the console picks them up on its next site load.
 */
export function FlagsSection() {
  const api = useApi();
  const site = useSite();
  const snackbars = useSnackbars();
  const { logged } = useStaffLog();
  const [flags, setFlags] = useState<Record<string, SiteFlagValue | undefined>>(site.flags ?? {});
  const [error, setError] = useState('');
  useEffect(() => setFlags(site.flags ?? {}), [site._id, site.flags]);

  const write = async (name: string, value: SiteFlagValue) => {
    setError('');
    try {
      const saved = await api.fetch<{ flags?: Record<string, SiteFlagValue> }>(`/api2/sites/${site._id}`, { method: 'PATCH', body: { [`flags.${name}`]: value }, silent: true });
      setFlags(saved?.flags ?? { ...flags, [name]: value });
      snackbars.show({ message: STAFF.flagSaved(name, value !== false), intent: Intent.SUCCESS });
      logged();
    } catch (err) {
      setError(errorText(err));
    }
  };

  return (
    <Section title={STAFF.flagsTitle} testId="rec-staff-flags">
      <div className={styles.flags}>
        {TOGGLE_FLAGS.map((name) => (
          <Switch key={name} label={name} checked={flags[name] === true} onChange={(e) => write(name, e.currentTarget.checked)} data-testid={`rec-staff-flag-${name}`} />
        ))}
      </div>
      <FormGroup label={STAFF.modernMode} labelFor="rec-staff-modern-mode" intent={error ? Intent.DANGER : Intent.NONE} helperText={error || undefined}>
        <HTMLSelect
          id="rec-staff-modern-mode"
          value={String(flags.HicPlusModernMode ?? 'default')}
          options={[...MODERN_MODES]}
          onChange={(e) => write('HicPlusModernMode', e.currentTarget.value)}
          data-testid="rec-staff-modern-mode"
        />
      </FormGroup>
    </Section>
  );
}
