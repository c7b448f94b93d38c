import { FormGroup, HTMLSelect, Intent, Switch } from '@blueprintjs/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, useApi, useSite, useSnackbars, type SiteFlagValue } from 'sdk';
import { useStaffLog } from './log/StaffLogContext';
import { MODERN_MODES, STAFF, TOGGLE_FLAGS } from './messages';
import { errorText, Section } from './Section';
import styles from './Staff.module.scss';

type Flags = Record<string, SiteFlagValue | undefined>;

/** The site record as GET/PATCH answer it: the flags and the version they were read at. */
interface StoredSite {
  readonly __v: number;
  readonly flags?: Flags;
}

/**
 * The site flags of spec 3 (PATCH /api2/sites/{id} with flags.{name}; staff only on the
 * server). Shown as stored: the section reads the site record for the flags and their version,
 * and every write names that version (the server refuses one without it, and a stale one
 * with 409: then the section reads the site again). The console picks the flags up on its
 * next site load.
 */
export function FlagsSection() {
  const api = useApi();
  const site = useSite();
  const snackbars = useSnackbars();
  const { logged } = useStaffLog();
  const [flags, setFlags] = useState<Flags>(site.flags ?? {});
  const [error, setError] = useState('');
  /** The version of the site record the switches show; a write edits that version. */
  const version = useRef<Promise<number> | null>(null);
  const path = `/api2/sites/${site._id}`;

  const read = useCallback(() => {
    const pending = api.fetch<StoredSite>(`/api/sites/${site._id}`, { silent: true }).then((stored) => {
      setFlags(stored.flags ?? {});
      return stored.__v;
    });
    version.current = pending;
    return pending;
  }, [api, site._id]);

  useEffect(() => {
    setFlags(site.flags ?? {});
    read().catch(() => undefined); // shown as the site says until then; a write reads again
  }, [read, site.flags]);

  const write = async (name: string, value: SiteFlagValue) => {
    setError('');
    try {
      const __v = await (version.current ?? read()).catch(() => read());
      const saved = await api.fetch<StoredSite>(path, { method: 'PATCH', body: { [`flags.${name}`]: value, __v }, silent: true });
      version.current = Promise.resolve(saved.__v);
      setFlags(saved.flags ?? { ...flags, [name]: value });
      snackbars.show({ message: STAFF.flagSaved(name, value !== false), intent: Intent.SUCCESS });
      logged();
    } catch (err) {
      setError(errorText(err));
      // Someone changed the site meanwhile: show the flags as they are now, then they can retry.
      if (err instanceof ApiError && err.status === 409) read().catch(() => undefined);
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
