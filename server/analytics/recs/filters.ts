// The segment filters of the recommendation reports, read from a query string (spec 2 and 9:
// Device, Visitor, Result, Pages, Time on Site, Recommendation). Every bad value is a 400.
import { badRequest } from '../../lib/errors';
import type { VisitFilters } from './visits-sql';

const TOKEN = /^[A-Za-z0-9_.~-]{1,100}$/;

function bool(value: unknown, name: string): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  if (value === 'true' || value === 'false') return value === 'true';
  throw badRequest(`${name} must be true or false`);
}
function count(value: unknown, name: string, max: number): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = typeof value === 'string' && /^\d{1,9}(\.\d+)?$/.test(value) ? Number(value) : NaN;
  if (!(n >= 0 && n <= max)) throw badRequest(`${name} must be a number from 0 to ${max}`);
  return n;
}
function choice<T extends string>(value: unknown, name: string, values: readonly T[]): T | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !values.includes(value.toLowerCase() as T)) throw badRequest(`${name} must be one of ${values.join(', ')}`);
  return value.toLowerCase() as T;
}

export function readVisitFilters(query: Record<string, unknown>): VisitFilters {
  const f: VisitFilters = {};
  const id = query.recommendId;
  if (id !== undefined && id !== '') {
    if (typeof id !== 'string' || !TOKEN.test(id)) throw badRequest('recommendId must be a recommendation id');
    f.recommendId = id;
  }
  const providers = query.recommendProvider;
  if (providers !== undefined && providers !== '') {
    const list = typeof providers === 'string' ? providers.split(',') : [];
    if (!list.length || list.length > 50 || !list.every((p) => TOKEN.test(p))) throw badRequest('recommendProvider must be a comma-separated list of recipes');
    f.recommendProvider = list;
  }
  const set = <K extends keyof VisitFilters>(key: K, value: VisitFilters[K] | undefined) => {
    if (value !== undefined) f[key] = value;
  };
  set('recommendClicked', bool(query.recommendClicked, 'recommendClicked'));
  set('buyer', bool(query.buyer, 'buyer'));
  set('formFactor', choice(query.formFactor, 'formFactor', ['desktop', 'mobile'] as const));
  set('newOrReturning', choice(query.newOrReturning, 'newOrReturning', ['new', 'returning'] as const));
  set('pageViewsMin', count(query.pageViews, 'pageViews', 100_000));
  set('timeOnSiteUnderMinutes', count(query.timeOnSite, 'timeOnSite', 10_000));
  set('abandonedCartValueMin', count(query.abandonedCartValue, 'abandonedCartValue', 1e9));
  return f;
}
