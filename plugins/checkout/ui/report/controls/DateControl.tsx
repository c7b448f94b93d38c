import { Button, ButtonGroup, Menu, MenuDivider, MenuItem, Popover } from '@blueprintjs/core';
import { DateRangePicker, type DateRange } from '@blueprintjs/datetime';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import { useState } from 'react';
import { MAX_RANGE_START } from 'sdk';
import { fromDay, lastSelectableDay, REPORT_DATE_RANGES, toDay, type ReportRangeName } from '../dates';
import { REPORT_MESSAGES as M } from '../messages';
import styles from './controls.module.scss';

export interface DateControlProps {
  name: ReportRangeName;
  customStart?: string;
  customEnd?: string;
  /** The current time and the site's zone: "today" is the site's today. */
  now: number;
  timeZone?: string;
  onChange(name: ReportRangeName, custom?: { start: string; end: string }): void;
}

/**
 * The custom range picker (spec §5): days after today cannot be picked, and Apply needs both
 * dates. The days it returns are whole days: the query covers start 00:00:00 to end 23:59:59.
 */
export function CustomRangePicker({
  initial,
  now,
  timeZone,
  onApply,
  onCancel,
}: {
  initial: DateRange;
  now: number;
  timeZone?: string;
  onApply(start: string, end: string): void;
  onCancel(): void;
}) {
  const [range, setRange] = useState<DateRange>(initial);
  const [start, end] = range;
  const max = fromDay(lastSelectableDay(now, timeZone));
  return (
    <div className={styles.customPicker} data-testid="report-date-custom">
      <DateRangePicker
        value={range}
        onChange={setRange}
        minDate={fromDay(MAX_RANGE_START)}
        maxDate={max}
        // Open on the picked range, else on this month (not the middle of minDate…maxDate).
        initialMonth={initial[0] ?? max}
        shortcuts={false}
        allowSingleDayRange
        singleMonthOnly
      />
      <div className={styles.pickerActions}>
        <Button text={M.cancel} variant="minimal" onClick={onCancel} />
        <Button
          text={M.apply}
          intent="primary"
          data-testid="report-date-apply"
          disabled={!start || !end}
          onClick={() => start && end && onApply(toDay(start), toDay(end))}
        />
      </div>
    </div>
  );
}

export function DateControl({ name, customStart, customEnd, now, timeZone, onChange }: DateControlProps) {
  const [open, setOpen] = useState(false);
  const [custom, setCustom] = useState(false);
  const label = name === 'Custom' && customStart && customEnd ? `${customStart} – ${customEnd}` : name;
  const close = () => {
    setOpen(false);
    setCustom(false);
  };
  const content = custom ? (
    <CustomRangePicker
      initial={[customStart ? fromDay(customStart) : null, customEnd ? fromDay(customEnd) : null]}
      now={now}
      timeZone={timeZone}
      onCancel={() => setCustom(false)}
      onApply={(start, end) => {
        onChange('Custom', { start, end });
        close();
      }}
    />
  ) : (
    <Menu data-testid="report-date-menu" aria-label={M.dateRange}>
      {REPORT_DATE_RANGES.map((option) => (
        <MenuItem
          key={option}
          text={option}
          active={option === name}
          onClick={() => {
            onChange(option);
            close();
          }}
        />
      ))}
      <MenuDivider />
      <MenuItem text={M.customRange} active={name === 'Custom'} shouldDismissPopover={false} onClick={() => setCustom(true)} />
    </Menu>
  );
  return (
    <ButtonGroup>
      <Popover isOpen={open} onInteraction={(next) => (next ? setOpen(true) : close())} content={content} placement="bottom-start">
        <Button icon="calendar" endIcon="caret-down" text={label} aria-label={`${M.dateRange}: ${label}`} data-testid="report-date" />
      </Popover>
    </ButtonGroup>
  );
}
