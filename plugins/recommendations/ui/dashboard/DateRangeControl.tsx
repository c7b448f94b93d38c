import { Button, HTMLSelect, Popover, Radio, RadioGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { resolveTimeZone, TIME_ZONE_KINDS, useSite, type TimeZoneKind } from 'sdk';
import { DASHBOARD } from '../messages';
import { DASHBOARD_RANGES, type DashboardPeriod, type DashboardRange } from './period';
import styles from './Dashboard.module.scss';

/**
 * The dashboard's range and time zone. Changes are a draft until Apply; Cancel (or closing
 * the popover) discards them (spec 2).
 */
export function DateRangeControl({ value, label, onApply }: { value: DashboardPeriod; label: string; onApply(next: DashboardPeriod): void }) {
  const site = useSite();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(value);
  const openWith = (next: boolean) => {
    if (next) setDraft(value);
    setOpen(next);
  };
  const content = (
    <div className={styles.rangePicker} data-testid="rec-range-picker">
      <label className={styles.field}>
        {DASHBOARD.dateRange}
        <HTMLSelect
          value={draft.name}
          onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value as DashboardRange })}
          data-testid="rec-range-name"
          fill
        >
          {DASHBOARD_RANGES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </HTMLSelect>
      </label>
      <RadioGroup
        label={DASHBOARD.timeZone}
        selectedValue={draft.timeZoneKind}
        onChange={(e) => setDraft({ ...draft, timeZoneKind: e.currentTarget.value as TimeZoneKind })}
      >
        {TIME_ZONE_KINDS.map((kind) => (
          <Radio key={kind} value={kind} label={`${DASHBOARD.timeZones[kind]} (${resolveTimeZone(kind, { siteTimeZone: site.timeZone })})`} />
        ))}
      </RadioGroup>
      <div className={styles.pickerActions}>
        <Button text={DASHBOARD.cancel} variant="minimal" onClick={() => openWith(false)} data-testid="rec-range-cancel" />
        <Button
          text={DASHBOARD.apply}
          intent="primary"
          data-testid="rec-range-apply"
          onClick={() => {
            onApply(draft);
            setOpen(false);
          }}
        />
      </div>
    </div>
  );
  return (
    <Popover isOpen={open} onInteraction={openWith} content={content} placement="bottom-start">
      <Button icon="calendar" endIcon="caret-down" text={label} aria-label={`${DASHBOARD.dateRange}: ${label}`} data-testid="rec-range" />
    </Popover>
  );
}
