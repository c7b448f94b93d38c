import { Callout } from '@blueprintjs/core';
import { useState } from 'react';
import { FIELD_LIMITS } from './fieldLimits';
import { SETTINGS_MESSAGES } from './messages';
import { countryGroups, industryGroups, timezoneGroups } from './optionLists';
import { buildRecordPatch } from './recordPatch';
import { SelectField, SettingsFormLayout, TextField, type SelectGroup } from './fields';
import {
  createOrganization, fetchCountries, fetchIndustries, fetchOrganization, fetchTimezones, saveOrganization,
  type Organization, type SettingsSite,
} from './settingsApi';
import { TabFailed, TabLoading } from './TabState';
import { useRemote } from './useRemote';
import { useSettingsForm } from './useSettingsForm';
import { required, type FormRules } from './validation';

type CompanyValues = { name: string; country: string; industry: string; timeZone: string };

const RULES: FormRules<CompanyValues> = { name: [required] };

const toValues = (org: Organization): CompanyValues => ({
  name: org.name ?? '',
  country: org.country ?? '',
  industry: org.industry === null || org.industry === undefined ? '' : String(org.industry),
  timeZone: org.timeZone ?? '',
});

export function applyCompanyValues(org: Organization, values: CompanyValues): Organization {
  return {
    ...org,
    name: values.name,
    country: values.country || null,
    industry: values.industry ? Number(values.industry) : null,
    timeZone: values.timeZone || null,
  };
}

/** The form's starting point for a site without a company: its time zone, linked by platformSiteIds. */
export function newOrganization(site: SettingsSite): Organization {
  return {
    name: '',
    country: null,
    industry: null,
    timeZone: site.timeZone || null,
    platformSiteIds: site.platformSiteId ? [site.platformSiteId] : [],
  };
}

async function save(before: Organization, after: Organization): Promise<Organization> {
  if (before._id) {
    const patch = buildRecordPatch(before, after);
    return patch ? saveOrganization(before._id, patch) : before;
  }
  // POST takes only the fields that have a value; unset ones are simply absent.
  const { name, country, industry, timeZone, platformSiteIds } = after;
  return createOrganization({
    name,
    ...(country && { country }),
    ...(industry !== null && { industry }),
    ...(timeZone && { timeZone }),
    platformSiteIds: platformSiteIds ?? [],
  });
}

interface Lists {
  countries: SelectGroup[];
  industries: SelectGroup[];
  timezones: SelectGroup[];
}

async function loadLists(): Promise<Lists> {
  const [countries, industries, timezones] = await Promise.all([fetchCountries(), fetchIndustries(), fetchTimezones()]);
  return { countries: countryGroups(countries), industries: industryGroups(industries), timezones: timezoneGroups(timezones) };
}

export interface CompanyTabProps {
  site: SettingsSite;
  /** The site now belongs to a company created here. */
  onSiteSaved(site: SettingsSite): void;
  onDirtyChange(dirty: boolean): void;
}

export function CompanyTab({ site, onSiteSaved, onDirtyChange }: CompanyTabProps) {
  // Read once: a company created here is already in the form; reloading it would only flash.
  const [orgId] = useState(site.organization ?? null);
  const org = useRemote((signal) => (orgId ? fetchOrganization(orgId, signal) : Promise.resolve(null)), [orgId]);
  const lists = useRemote(loadLists, []);

  if (org.status === 'failed') return <TabFailed title={SETTINGS_MESSAGES.companyLoadFailed} error={org.error} onRetry={org.reload} />;
  if (lists.status === 'failed') return <TabFailed title={SETTINGS_MESSAGES.listsLoadFailed} error={lists.error} onRetry={lists.reload} />;
  if (org.status === 'loading' || lists.status === 'loading') return <TabLoading />;

  // The server links a new company to the sites named by platformSiteIds: tell the shell this
  // site now has one (a site without a platformSiteId is not linked, so nothing changed for it).
  const onSaved = (saved: Organization) => {
    const linked = saved.platformSiteIds?.includes(site.platformSiteId) ?? Boolean(site.platformSiteId);
    if (saved._id && saved._id !== site.organization && linked) onSiteSaved({ ...site, organization: saved._id });
  };
  return (
    <CompanyForm
      record={org.data ?? newOrganization(site)}
      lists={lists.data}
      onSaved={onSaved}
      onDirtyChange={onDirtyChange}
    />
  );
}

interface CompanyFormProps {
  record: Organization;
  lists: Lists;
  onSaved(org: Organization): void;
  onDirtyChange(dirty: boolean): void;
}

function CompanyForm({ record, lists, onSaved, onDirtyChange }: CompanyFormProps) {
  // A new company has no _id yet: its draft is the site's (the site it is created for).
  const draftKey = `company:${record._id || (record.platformSiteIds ?? []).join(',') || 'new'}`;
  const form = useSettingsForm({ draftKey, record, toValues, applyValues: applyCompanyValues, rules: RULES, save, onSaved, onDirtyChange });
  const isNew = !record._id;
  return (
    <SettingsFormLayout form={form} notice={isNew && <Callout intent="primary">{SETTINGS_MESSAGES.noCompanyYet}</Callout>}>
      <TextField form={form} name="name" maxLength={FIELD_LIMITS.companyName} label={SETTINGS_MESSAGES.companyName} required autoComplete="organization" />
      <SelectField form={form} name="country" label={SETTINGS_MESSAGES.country} groups={lists.countries} />
      <SelectField form={form} name="industry" label={SETTINGS_MESSAGES.industry} groups={lists.industries} />
      <SelectField form={form} name="timeZone" label={SETTINGS_MESSAGES.timeZone} groups={lists.timezones} />
    </SettingsFormLayout>
  );
}
