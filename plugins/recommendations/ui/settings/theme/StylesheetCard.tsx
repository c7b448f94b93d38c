import { Callout, Radio, RadioGroup } from '@blueprintjs/core';
import { useConfirm } from 'sdk';
import { THEME as M } from '../messages';
import { SettingsCard } from '../shared/SettingsCard';

export type ThemeCss = '' | 'basic' | 'min';

const SHEETS: Array<{ value: ThemeCss; label: string; version: number }> = [
  { value: '', label: M.sheet1, version: 1 },
  { value: 'basic', label: M.sheet2, version: 2 },
  { value: 'min', label: M.sheetMin, version: 2 },
];

/**
 * The stylesheet control (spec 2, dev mode): applied at once, then Check and Fix runs again.
 * Going back to 1.0 from a 2.x stylesheet asks first (spec 5).
 */
export function StylesheetCard({ value, version, disabled, onApply }: { value: ThemeCss; version: number; disabled: boolean; onApply(themeCss: ThemeCss, themeVersion: number): Promise<unknown> }) {
  const { confirm } = useConfirm();
  const pick = async (next: ThemeCss) => {
    if (next === value) return;
    const sheet = SHEETS.find((s) => s.value === next)!;
    if (sheet.version < 2 && version >= 2 && !(await confirm(M.downgrade))) return;
    await onApply(next, sheet.version);
  };
  return (
    <SettingsCard title={M.stylesheet} staff testId="rec-stylesheet">
      <Callout intent="warning" icon="warning-sign">
        {M.stylesheetWarning}
      </Callout>
      <RadioGroup selectedValue={value} disabled={disabled} onChange={(e) => void pick(e.currentTarget.value as ThemeCss)} name="rec-stylesheet">
        {SHEETS.map((s) => (
          <Radio key={s.value || 'v1'} value={s.value} label={s.label} data-testid={`rec-sheet-${s.value || 'v1'}`} />
        ))}
      </RadioGroup>
    </SettingsCard>
  );
}
