import { useMemo } from 'react';
import { FIELD_LIMITS } from './fieldLimits';
import { SETTINGS_MESSAGES } from './messages';
import { currencyGroups, timezoneGroups } from './optionLists';
import { buildRecordPatch } from './recordPatch';
import { SelectField, SettingsFormLayout, TextField } from './fields';
import { fetchTimezones, saveSite, type SettingsSite } from './settingsApi';
import { TabFailed, TabLoading } from './TabState';
import { useRemote } from './useRemote';
import { useSettingsForm } from './useSettingsForm';
import { required, siteUrl, type FormRules } from './validation';
import type { SelectGroup } from './fields';

type WebsiteValues = { name: string; url: string; currencyName: string; timeZone: string };

// Spec 5's website form.
const RULES: FormRules<WebsiteValues> = { name: [required], url: [required, siteUrl], currencyName: [required] };

const toValues = (site: SettingsSite): WebsiteValues => ({
  name: site.name ?? '',
  url: site.url ?? '',
  currencyName: site.currencyName ?? '',
  timeZone: site.timeZone ?? '',
});

const applyValues = (site: SettingsSite, values: WebsiteValues): SettingsSite => ({ ...site, ...values });

async function save(before: SettingsSite, after: SettingsSite): Promise<SettingsSite> {
  const patch = buildRecordPatch(before, after);
  return patch ? saveSite(before._id, patch) : before;
}

export interface WebsiteTabProps {
  site: SettingsSite;
  onSaved(site: SettingsSite): void;
  onDirtyChange(dirty: boolean): void;
}

export function WebsiteTab({ site, onSaved, onDirtyChange }: WebsiteTabProps) {
  const zones = useRemote(() => fetchTimezones(), []);
  if (zones.status === 'failed') return <TabFailed title={SETTINGS_MESSAGES.listsLoadFailed} error={zones.error} onRetry={zones.reload} />;
  if (zones.status === 'loading') return <TabLoading />;
  return <WebsiteForm site={site} timezones={timezoneGroups(zones.data)} onSaved={onSaved} onDirtyChange={onDirtyChange} />;
}

function WebsiteForm({ site, timezones, onSaved, onDirtyChange }: WebsiteTabProps & { timezones: SelectGroup[] }) {
  const form = useSettingsForm({ draftKey: `website:${site._id}`, record: site, toValues, applyValues, rules: RULES, save, onSaved, onDirtyChange });
  const currencies = useMemo(() => currencyGroups(), []);
  return (
    <SettingsFormLayout form={form}>
      <TextField form={form} name="name" maxLength={FIELD_LIMITS.siteName} label={SETTINGS_MESSAGES.siteName} required />
      <TextField form={form} name="url" maxLength={FIELD_LIMITS.url} label={SETTINGS_MESSAGES.url} required type="url" autoComplete="url" />
      <SelectField form={form} name="currencyName" label={SETTINGS_MESSAGES.currency} required groups={currencies} />
      <SelectField form={form} name="timeZone" label={SETTINGS_MESSAGES.timeZone} groups={timezones} />
    </SettingsFormLayout>
  );
}
