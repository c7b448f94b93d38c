import { badRequest } from '../lib/errors';

/**
 * Shop calls take their parameters from the query string and, for POST/PUT/DELETE, from a
 * JSON body too (spec 7: "param psid plus extras"). Query values are strings, body values
 * may be typed; these readers accept both and refuse anything else with a 400.
 */
export type Params = Record<string, unknown>;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Query and body merged; a key sent both ways must carry the same value. */
export function mergeParams(query: unknown, body: unknown): Params {
  const out: Params = isRecord(query) ? { ...query } : {};
  if (body === undefined || body === null || body === '') return out;
  if (!isRecord(body)) throw badRequest('The request body must be a JSON object');
  for (const [key, value] of Object.entries(body)) {
    if (key in out && String(out[key]) !== String(value)) throw badRequest(`${key} in the query and in the body differ`);
    out[key] = value;
  }
  return out;
}

export function str(params: Params, key: string, opts: { max?: number; required?: boolean; pattern?: RegExp } = {}): string | undefined {
  const value = params[key];
  if (value === undefined || value === null || value === '') {
    if (opts.required) throw badRequest(`missing ${key}`);
    return undefined;
  }
  if (typeof value !== 'string') throw badRequest(`${key} must be a string`);
  const max = opts.max ?? 200;
  if (value.length > max) throw badRequest(`${key} must be at most ${max} characters`);
  if (opts.pattern && !opts.pattern.test(value)) throw badRequest(`${key} is not valid`);
  return value;
}

const TRUE = new Set(['true', '1', 'yes', 'on']);
const FALSE = new Set(['false', '0', 'no', 'off']);

export function bool(params: Params, key: string, fallback: boolean): boolean {
  const value = params[key];
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && TRUE.has(value.toLowerCase())) return true;
  if (typeof value === 'string' && FALSE.has(value.toLowerCase())) return false;
  throw badRequest(`${key} must be true or false`);
}

export function int(params: Params, key: string, opts: { min: number; max: number; required?: boolean }): number | undefined {
  const value = params[key];
  if (value === undefined || value === null || value === '') {
    if (opts.required) throw badRequest(`missing ${key}`);
    return undefined;
  }
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d{1,9}$/.test(value.trim()) ? Number(value) : NaN;
  if (!Number.isInteger(number)) throw badRequest(`${key} must be a whole number`);
  if (number < opts.min || number > opts.max) throw badRequest(`${key} must be between ${opts.min} and ${opts.max}`);
  return number;
}

/** A JSON object parameter (sent in the body, or as JSON text in the query). */
export function obj(params: Params, key: string): Record<string, unknown> | undefined {
  let value = params[key];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'string') {
    if (value.length > 10_000) throw badRequest(`${key} is too large`);
    try {
      value = JSON.parse(value);
    } catch {
      throw badRequest(`${key} must be a JSON object`);
    }
  }
  if (!isRecord(value)) throw badRequest(`${key} must be a JSON object`);
  return value;
}
