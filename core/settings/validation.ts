// Field validation of the settings forms (spec 5). A validator answers true (or nothing) when
// the value is fine and a message when it is not; one that fails without saying why (false,
// an empty message, or a throw) shows the spec's generic text.
import { isValidSiteUrl } from '../../sdk/urls/httpUrl';
import { SETTINGS_MESSAGES } from './messages';

export type ValidationResult = true | string | false | null | undefined;
export type Validator = (value: string) => ValidationResult;

export const required: Validator = (value) => value.trim() !== '' || SETTINGS_MESSAGES.required;

/** The website rule: spec 5's (http, :// and a dot) and an http(s) shop address; the server's own function. */
export const siteUrl: Validator = (value) => isValidSiteUrl(value) || SETTINGS_MESSAGES.invalidUrl;

/** The server's phone rule (server/users/routes.ts), so the merchant hears it before saving. */
const PHONE = /^[+\d][\d\s().-]{3,39}$/;
export const phone: Validator = (value) => value.trim() === '' || PHONE.test(value.trim()) || SETTINGS_MESSAGES.invalidPhone;

/** The first failing validator's message, or undefined when every one passes. */
export function validateValue(value: string, validators: readonly Validator[]): string | undefined {
  for (const validator of validators) {
    let result: ValidationResult;
    try {
      result = validator(value);
    } catch {
      return SETTINGS_MESSAGES.unableToValidate;
    }
    if (result === true || result === null || result === undefined) continue;
    return typeof result === 'string' && result.trim() ? result : SETTINGS_MESSAGES.unableToValidate;
  }
  return undefined;
}

export type FormRules<Values> = Partial<Record<keyof Values & string, readonly Validator[]>>;
export type FormErrors<Values> = Partial<Record<keyof Values & string, string>>;

/** Every field's message; empty when the form is valid. */
export function validateForm<Values extends Record<string, string>>(values: Values, rules: FormRules<Values>): FormErrors<Values> {
  const errors: FormErrors<Values> = {};
  for (const [field, validators] of Object.entries(rules) as Array<[keyof Values & string, readonly Validator[]]>) {
    const message = validateValue(values[field] ?? '', validators);
    if (message) errors[field] = message;
  }
  return errors;
}
