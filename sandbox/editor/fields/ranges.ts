/**
 * The editable style properties and their ranges (spec 2), and the number rule of spec 5. Pure:
 * the fields use it, and any editor (online, email, global) may list its own properties.
 */

export interface NumberRange {
  min: number;
  max: number;
  step: number;
  /** Shown after the field; numbers are stored bare and the runtime adds px to lengths. */
  unit?: string;
}

export type StylePropKind =
  | { kind: 'number'; range: NumberRange }
  | { kind: 'color' }
  | { kind: 'font' }
  | { kind: 'lineClamp' }
  | { kind: 'choice'; choices: readonly string[] };

const px = (min: number, max: number, step = 1): StylePropKind => ({ kind: 'number', range: { min, max, step, unit: 'px' } });

/** Spec 2: border-radius 0-50px; border-width 0-10 step 0.1; font-size 0-30; letter-spacing -2 to 10; line-height 0-50; margin and padding 0-50; opacity 0-1 step 0.01; font-weight 100-900 step 100; line-clamp 1-5 or none. */
export const STYLE_PROPS: Record<string, StylePropKind> = {
  'font-family': { kind: 'font' },
  'font-size': px(0, 30),
  'font-weight': { kind: 'number', range: { min: 100, max: 900, step: 100 } },
  'letter-spacing': px(-2, 10, 0.1),
  'line-height': px(0, 50),
  'line-clamp': { kind: 'lineClamp' },
  color: { kind: 'color' },
  'text-align': { kind: 'choice', choices: ['left', 'center', 'right'] },
  'text-transform': { kind: 'choice', choices: ['none', 'uppercase', 'lowercase', 'capitalize'] },
  'background-color': { kind: 'color' },
  'border-width': px(0, 10, 0.1),
  'border-style': { kind: 'choice', choices: ['none', 'solid', 'dashed', 'dotted'] },
  'border-color': { kind: 'color' },
  'border-radius': px(0, 50),
  margin: px(0, 50),
  padding: px(0, 50),
  opacity: { kind: 'number', range: { min: 0, max: 1, step: 0.01 } },
};

/** Groups the sections list: text of an element, and its box. */
export const TYPOGRAPHY_PROPS = ['font-family', 'font-size', 'font-weight', 'letter-spacing', 'line-height', 'color', 'text-align', 'text-transform'] as const;
export const BOX_PROPS = ['background-color', 'border-width', 'border-style', 'border-color', 'border-radius', 'margin', 'padding', 'opacity'] as const;

/** Spec 2: line-clamp is 1-5 or none. */
export const LINE_CLAMP_CHOICES = ['none', '1', '2', '3', '4', '5'] as const;

/** Spec 5: a number field holds a number when the text is a finite number, else the text; empty is unset. */
export function parseNumberText(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : trimmed;
}

const decimals = (step: number) => (String(step).split('.')[1] ?? '').length;

/** Into the range, on the step grid (0.1 steps stay 0.1 steps, not 0.30000000000000004). */
export function clampToRange(value: number, range: NumberRange): number {
  const clamped = Math.min(range.max, Math.max(range.min, value));
  const snapped = Math.round((clamped - range.min) / range.step) * range.step + range.min;
  return Number(Math.min(range.max, snapped).toFixed(decimals(range.step)));
}

export const inRange = (value: number, range: NumberRange) => value >= range.min && value <= range.max;
