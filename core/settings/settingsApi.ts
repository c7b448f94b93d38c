// The backend calls of the settings dialog (spec 7), all through apiFetch (CSRF, errors).
import { apiFetch } from '../api/http';
import type { RecordPatch } from './recordPatch';

/** The signed-in user as the profile form reads it (spec 3). */
export interface SettingsUser {
  readonly _id: string;
  readonly __v?: number;
  readonly email: string;
  readonly name?: string;
  readonly first: string;
  readonly last: string;
  readonly title: string;
  readonly businessRole: string;
  readonly tel: string;
  readonly image?: string;
}

/** The current site as GET /api2/sites returns it (the fields the dialog reads). */
export interface SettingsSite {
  readonly _id: string;
  readonly __v?: number;
  readonly external: string;
  readonly name: string;
  readonly url: string;
  readonly platform: string;
  readonly platformSiteId: string;
  readonly timeZone: string;
  readonly currencyName: string;
  /** The organization's _id; null while the site has no company. */
  readonly organization?: string | null;
}

export interface Organization {
  readonly _id?: string;
  readonly __v?: number;
  readonly name: string;
  readonly country: string | null;
  readonly industry: number | null;
  readonly timeZone: string | null;
  readonly external?: string | null;
  readonly platformSiteIds?: readonly string[];
}

export interface CountryOption {
  readonly code: string;
  readonly name: string;
}

export interface IndustryOption {
  readonly code: number;
  readonly name: string;
  readonly group: string;
}

export interface TimezoneOption {
  readonly name: string;
  readonly description: string;
  readonly utc: string;
  readonly group: string;
}

const json = (method: string, body: unknown): RequestInit => ({ method, body: JSON.stringify(body) });
const id = (value: string) => encodeURIComponent(value);

export const saveUser = (userId: string, patch: RecordPatch) => apiFetch<SettingsUser>(`/api/users/${id(userId)}`, json('PUT', patch));

export const saveSite = (siteId: string, patch: RecordPatch) => apiFetch<SettingsSite>(`/api2/sites/${id(siteId)}`, json('PATCH', patch));

export const fetchSite = (siteId: string, signal?: AbortSignal) => apiFetch<SettingsSite>(`/api/sites/${id(siteId)}`, { signal });

export const fetchOrganization = (orgId: string, signal?: AbortSignal) =>
  apiFetch<Organization>(`/api/organizations/${id(orgId)}`, { signal });

export const saveOrganization = (orgId: string, patch: RecordPatch) =>
  apiFetch<Organization>(`/api/organizations/${id(orgId)}`, json('PUT', patch));

/** A company to create: the fields without a value are left out. */
export interface NewOrganization {
  readonly name: string;
  readonly country?: string;
  readonly industry?: number;
  readonly timeZone?: string;
  readonly platformSiteIds: readonly string[];
}

/** Creates the company of a site that has none; the server links the sites named by platformSiteIds. */
export const createOrganization = (org: NewOrganization) => apiFetch<Organization>('/api/organizations', json('POST', org));

// The dropdown feeds never change while the page is open (the server answers them no-store,
// like everything signed-in): one request per page, shared by every form that needs them.
const feeds = new Map<string, Promise<unknown>>();

function feed<T>(path: string): Promise<T> {
  let pending = feeds.get(path);
  if (!pending) {
    pending = apiFetch<T>(path);
    // A failure is not remembered: the next form to open tries again.
    pending.catch(() => feeds.delete(path));
    feeds.set(path, pending);
  }
  return pending as Promise<T>;
}

export const fetchCountries = () => feed<CountryOption[]>('/api/geo/countries');
export const fetchIndustries = () => feed<IndustryOption[]>('/api/static/industries');
export const fetchTimezones = () => feed<TimezoneOption[]>('/api/static/timezones2');

/** For tests: forget the cached feeds. */
export function clearFeedCache(): void {
  feeds.clear();
}
