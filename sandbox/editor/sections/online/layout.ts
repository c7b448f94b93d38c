import type { FormFactor } from '../../../../sdk/sandbox';
import type { NumberRange } from '../../fields/ranges';

const n = (max: number): NumberRange => ({ min: 1, max, step: 1 });

/** Spec 9 editor ranges: grid desktop 1-8 by 1-8, mobile 1-4 by 1-8; list desktop 1-8 by 1-4, mobile 1-2 by 1-8. */
export const LAYOUT_RANGES: Record<FormFactor, { gridCols: NumberRange; gridRows: NumberRange; listCols: NumberRange; listRows: NumberRange }> = {
  desktop: { gridCols: n(8), gridRows: n(8), listCols: n(8), listRows: n(4) },
  mobile: { gridCols: n(4), gridRows: n(8), listCols: n(2), listRows: n(8) },
};

/** Spec 9: a slider shows 1-8, 1.5 or 2.5 products per view, or fixed-width products (0). */
export const PRODUCTS_PER_VIEW = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 7, 8, 0] as const;

/** Location Order orders recommendations at one location; the API keeps it within ±1000. */
export const ORDER_RANGE: NumberRange = { min: -1000, max: 1000, step: 1 };
