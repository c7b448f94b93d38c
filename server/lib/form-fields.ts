import { HttpError } from './errors';
import { FORM_MESSAGES } from './validate';

/**
 * Fields of the console's settings forms. A refusal names the field as the form labels it
 * ("First name must be at most 100 characters", not "first …") and carries `field`, so the
 * form shows it under that input. The limits are the forms' maxlength too
 * (core/settings/fieldLimits.ts): keep the two in step.
 */
export interface FormField {
  readonly key: string;
  readonly label: string;
  readonly max: number;
}

export const USER_FIELDS = {
  first: { key: 'first', label: 'First name', max: 100 },
  last: { key: 'last', label: 'Last name', max: 100 },
  name: { key: 'name', label: 'Name', max: 200 },
  title: { key: 'title', label: 'Title', max: 200 },
  businessRole: { key: 'businessRole', label: 'Role', max: 200 },
  tel: { key: 'tel', label: 'Phone', max: 40 },
} as const satisfies Record<string, FormField>;

export const ORGANIZATION_FIELDS = {
  name: { key: 'name', label: 'Company name', max: 200 },
} as const satisfies Record<string, FormField>;

export const SITE_FIELDS = {
  name: { key: 'name', label: 'Name', max: 200 },
  url: { key: 'url', label: 'URL', max: 2000 },
  currencyName: { key: 'currencyName', label: 'Currency', max: 10 },
  timeZone: { key: 'timeZone', label: 'Time zone', max: 100 },
} as const satisfies Record<string, FormField>;

export const FIELD_CODE = 'InvalidField';

export const fieldError = (field: FormField, message: string) => new HttpError(400, message, FIELD_CODE, { field: field.key });

export const fieldMessages = {
  tooLong: (field: FormField) => `${field.label} must be at most ${field.max} characters`,
  required: (field: FormField) => `${field.label}: ${FORM_MESSAGES.required}`,
};

/** The field's string when sent; a wrong type is a client bug and keeps the key's name. */
export function formString(body: Record<string, unknown>, field: FormField): string | undefined {
  const value = body[field.key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new HttpError(400, `${field.key} must be a string`);
  if (value.length > field.max) throw fieldError(field, fieldMessages.tooLong(field));
  return value;
}

/** A field that, when sent, must not be blank; trimmed. */
export function requiredFormString(body: Record<string, unknown>, field: FormField): string | undefined {
  const value = formString(body, field);
  if (value !== undefined && value.trim() === '') throw fieldError(field, fieldMessages.required(field));
  return value?.trim();
}
