import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../api/http';
import { dropDraft, readDraft, saveDraft } from '../unsaved/drafts';
import { describeError, type ErrorView } from './apiErrors';
import { SETTINGS_MESSAGES } from './messages';
import { validateForm, type FormErrors, type FormRules } from './validation';

/** Every settings form edits strings; each tab converts to and from its record. */
export type FormValues = Record<string, string>;

export interface SettingsFormOptions<R extends object, V extends FormValues> {
  /**
   * The record as loaded. The form starts from it and then keeps its own copy (the saved
   * version after each save); give the form a new React key to start over from another.
   */
  record: R;
  toValues(record: R): V;
  /** The record with the form's values applied (what would be saved). */
  applyValues(record: R, values: V): R;
  rules: FormRules<V>;
  /** Saves `after` (edited) over `before` (as loaded) and resolves with the saved record. */
  save(before: R, after: R): Promise<R>;
  onSaved(saved: R): void;
  /** Called when the form starts or stops having unsaved changes (and with false on unmount). */
  onDirtyChange(dirty: boolean): void;
  /**
   * Names this form's edit of this record (e.g. "me:<user id>"). A save refused because the
   * session ended keeps the values in this tab under that name, and the form opened again
   * after signing in starts from them, marked as restored.
   */
  draftKey?: string;
}

export interface SettingsForm<V extends FormValues> {
  values: V;
  setValue(field: keyof V & string, value: string): void;
  /** The message to show under each field: only for fields touched, or once the form is edited. */
  visibleErrors: FormErrors<V>;
  markTouched(field: keyof V & string): void;
  dirty: boolean;
  valid: boolean;
  saving: boolean;
  /** The last save's failure, cleared by the next edit or save. */
  error: ErrorView | null;
  /** True after a save until the next edit: the footer says "Saved.". */
  saved: boolean;
  /** The values are an edit kept when the session ended, shown for review. */
  restored: boolean;
  submit(): Promise<void>;
  discard(): void;
}

const sameValues = (a: FormValues, b: FormValues) => Object.keys({ ...a, ...b }).every((key) => (a[key] ?? '') === (b[key] ?? ''));

export function useSettingsForm<R extends object, V extends FormValues>(options: SettingsFormOptions<R, V>): SettingsForm<V> {
  const { record, toValues, applyValues, rules } = options;
  // The latest callbacks, so the effects below need not re-run when a parent re-renders.
  const latest = useRef(options);
  latest.current = options;

  const [original, setOriginal] = useState(record);
  const [draft] = useState(() => (options.draftKey ? readDraft(options.draftKey) : null));
  const [values, setValues] = useState<V>(() => ({ ...toValues(record), ...(draft as Partial<V> | null) }));
  const [restored, setRestored] = useState(draft !== null);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<ErrorView | null>(null);
  const [saved, setSaved] = useState(false);

  const originalValues = useMemo(() => toValues(original), [original, toValues]);
  const dirty = !sameValues(values, originalValues);
  const errors = useMemo(() => validateForm(values, rules), [values, rules]);
  const valid = Object.keys(errors).length === 0;

  useEffect(() => {
    latest.current.onDirtyChange(dirty);
  }, [dirty]);
  useEffect(() => () => latest.current.onDirtyChange(false), []);
  // Read once at the first render; dropped after, so a second opening starts clean.
  useEffect(() => {
    if (draft && options.draftKey) dropDraft(options.draftKey);
  }, [draft, options.draftKey]);

  const setValue = useCallback((field: keyof V & string, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
    setError(null);
    setSaved(false);
    setRestored(false);
  }, []);

  const markTouched = useCallback((field: keyof V & string) => {
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  }, []);

  const visibleErrors = useMemo(() => {
    const shown: FormErrors<V> = {};
    for (const [field, message] of Object.entries(errors) as Array<[keyof V & string, string]>) {
      if (dirty || touched.has(field)) shown[field] = message;
    }
    // The server's refusal of one field shows under that field, until it is edited.
    if (error?.field && error.field in values && !shown[error.field as keyof V & string]) shown[error.field as keyof V & string] = error.message;
    return shown;
  }, [errors, dirty, touched, error, values]);

  const submit = async () => {
    if (!dirty || !valid || saving) return;
    setSaving(true);
    setError(null);
    try {
      const result = await latest.current.save(original, applyValues(original, values));
      setOriginal(result);
      setValues(latest.current.toValues(result));
      setTouched(new Set());
      setSaved(true);
      latest.current.onSaved(result);
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) {
        // The session ended on the server: the shell is about to show the sign-in page.
        if (latest.current.draftKey) saveDraft(latest.current.draftKey, values);
        setError({ message: SETTINGS_MESSAGES.sessionEnded, reload: false });
      } else setError(describeError(err));
    } finally {
      setSaving(false);
    }
  };

  const discard = () => {
    setRestored(false);
    setValues(originalValues);
    setTouched(new Set());
    setError(null);
  };

  return { values, setValue, visibleErrors, markTouched, dirty, valid, saving, error, saved, restored, submit, discard };
}
