import { Button, Callout, Classes, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { Tick } from '@blueprintjs/icons';
import { useId, type FormEvent, type ReactNode } from 'react';
import { SETTINGS_MESSAGES } from './messages';
import type { FormValues, SettingsForm } from './useSettingsForm';
import styles from './SettingsDialog.module.scss';

interface FieldProps<V extends FormValues> {
  form: SettingsForm<V>;
  name: keyof V & string;
  label: string;
  required?: boolean;
  helperText?: ReactNode;
}

function fieldGroupProps<V extends FormValues>({ form, name, label, required, helperText }: FieldProps<V>, id: string) {
  const error = form.visibleErrors[name];
  return {
    label,
    labelFor: id,
    labelInfo: required ? SETTINGS_MESSAGES.requiredLabel : undefined,
    intent: error ? ('danger' as const) : undefined,
    helperText: error ?? helperText,
  };
}

export function TextField<V extends FormValues>(props: FieldProps<V> & { type?: string; autoComplete?: string; maxLength?: number }) {
  const { form, name, required, type = 'text', autoComplete, maxLength } = props;
  const id = useId();
  const group = fieldGroupProps(props, id);
  return (
    <FormGroup {...group}>
      <InputGroup
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        maxLength={maxLength}
        value={form.values[name] ?? ''}
        intent={group.intent}
        aria-required={required || undefined}
        aria-invalid={group.intent ? true : undefined}
        onValueChange={(value) => form.setValue(name, value)}
        onBlur={() => form.markTouched(name)}
      />
    </FormGroup>
  );
}

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

export interface SelectGroup {
  readonly label: string;
  readonly options: readonly SelectOption[];
}

export function SelectField<V extends FormValues>(props: FieldProps<V> & { groups: readonly SelectGroup[]; disabled?: boolean }) {
  const { form, name, required, groups, disabled } = props;
  const id = useId();
  const group = fieldGroupProps(props, id);
  const value = form.values[name] ?? '';
  const known = groups.some((g) => g.options.some((o) => o.value === value));
  return (
    <FormGroup {...group}>
      <HTMLSelect
        id={id}
        name={name}
        fill
        disabled={disabled}
        value={value}
        aria-required={required || undefined}
        aria-invalid={group.intent ? true : undefined}
        onChange={(event) => form.setValue(name, event.currentTarget.value)}
        onBlur={() => form.markTouched(name)}
      >
        {/* An empty value, or one the list no longer has, still shows as what it is. */}
        {!value && <option value="">{SETTINGS_MESSAGES.notSet}</option>}
        {value && !known && <option value={value}>{value}</option>}
        {groups.map((g) =>
          g.label ? (
            <optgroup key={g.label} label={g.label}>
              {g.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </optgroup>
          ) : (
            g.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))
          ),
        )}
      </HTMLSelect>
    </FormGroup>
  );
}

export function ReadOnlyField({ label, value, helperText }: { label: string; value: string; helperText?: string }) {
  const id = useId();
  return (
    <FormGroup label={label} labelFor={id} helperText={helperText}>
      <InputGroup id={id} value={value} readOnly disabled />
    </FormGroup>
  );
}

/** A settings form: fields above, the save state and buttons in a footer below. */
export function SettingsFormLayout<V extends FormValues>({ form, children, notice }: { form: SettingsForm<V>; children: ReactNode; notice?: ReactNode }) {
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <div className={styles.fields}>
        {form.restored && (
          <Callout intent="warning" role="status">
            {SETTINGS_MESSAGES.restoredDraft}
          </Callout>
        )}
        {notice}
        {children}
      </div>
      <div className={styles.footer}>
        {/* A refusal of one field shows under it (visibleErrors), not here. */}
        {form.error && !(form.error.field && form.error.field in form.values) && (
          <Callout intent="danger" role="alert" className={styles.saveError}>
            {form.error.message}
            {form.error.reload && (
              <Button className={styles.reload} size="small" onClick={() => window.location.reload()}>
                {SETTINGS_MESSAGES.reload}
              </Button>
            )}
          </Callout>
        )}
        <div className={styles.actions}>
          {form.saved && !form.dirty && (
            <span className={`${styles.saved} ${Classes.TEXT_MUTED}`} role="status">
              <Tick size={14} /> {SETTINGS_MESSAGES.saved}
            </span>
          )}
          <Button variant="minimal" disabled={!form.dirty || form.saving} onClick={form.discard}>
            {SETTINGS_MESSAGES.discard}
          </Button>
          <Button type="submit" intent="primary" loading={form.saving} disabled={!form.dirty || !form.valid}>
            {SETTINGS_MESSAGES.save}
          </Button>
        </div>
      </div>
    </form>
  );
}
