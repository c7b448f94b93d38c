import { ColorField } from './ColorField';
import { FontField } from './FontField';
import { FIELD_MESSAGES as M, STYLE_LABELS } from './messages';
import { NumberField } from './NumberField';
import { LINE_CLAMP_CHOICES, STYLE_PROPS } from './ranges';
import { SelectField } from './SelectField';

export interface StylePropertyProps {
  /** A CSS property of STYLE_PROPS (kebab-case). */
  prop: string;
  value: string | number | undefined;
  onChange(value: string | number | undefined): void;
  label?: string;
}

/** One style property with the control its kind and spec range call for. */
export function StyleProperty({ prop, value, onChange, label = STYLE_LABELS[prop] ?? prop }: StylePropertyProps) {
  const spec = STYLE_PROPS[prop];
  switch (spec?.kind) {
    case 'number':
      return <NumberField label={label} value={typeof value === 'number' ? value : undefined} range={spec.range} onChange={onChange} />;
    case 'color':
      return <ColorField label={label} value={value === undefined ? undefined : String(value)} onChange={onChange} />;
    case 'font':
      return <FontField label={label} value={value === undefined ? undefined : String(value)} onChange={onChange} />;
    case 'lineClamp':
      // Spec 5: a number clamps to n lines (the runtime adds line-height and min-height); 'none' resets.
      return (
        <SelectField
          label={label}
          value={value === undefined ? '' : String(value)}
          choices={[{ value: '', label: M.defaultOption }, ...LINE_CLAMP_CHOICES.map((c) => ({ value: c, label: c === 'none' ? M.none : c }))]}
          onChange={(v) => onChange(v === '' ? undefined : v === 'none' ? 'none' : Number(v))}
        />
      );
    case 'choice':
      return (
        <SelectField
          label={label}
          value={value === undefined ? '' : String(value)}
          choices={[{ value: '', label: M.defaultOption }, ...spec.choices.map((c) => ({ value: c, label: c[0].toUpperCase() + c.slice(1) }))]}
          onChange={(v) => onChange(v === '' ? undefined : v)}
        />
      );
    default:
      return null;
  }
}
