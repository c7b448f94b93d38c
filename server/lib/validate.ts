import { badRequest } from './errors';

/** Small, explicit checks for request input: every failure is a 400 with a clear message. */

export const FORM_MESSAGES = {
  required: 'Please enter a value',
  url: 'Please enter a valid URL, including protocol.',
} as const;

export function asObject(value: unknown, what = 'body'): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badRequest(`The request ${what} must be a JSON object`);
  }
  return value as Record<string, unknown>;
}

export function onlyKeys(body: Record<string, unknown>, allowed: readonly string[], ignored: readonly string[] = []) {
  for (const key of Object.keys(body)) {
    if (!allowed.includes(key) && !ignored.includes(key)) throw badRequest(`Unknown or read-only field: ${key}`);
  }
}

export function optionalString(body: Record<string, unknown>, key: string, max = 500): string | undefined {
  const value = body[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badRequest(`${key} must be a string`);
  if (value.length > max) throw badRequest(`${key} must be at most ${max} characters`);
  return value;
}


export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
