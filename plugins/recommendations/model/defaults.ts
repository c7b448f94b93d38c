import { ADD_TO_CART_ACTIONS, defaultWidgetOpts as sdkDefaults, type AddToCartAction, type InsertMode, type PagePlace } from '../../../sdk/sandbox/delivery';
import { basePlace, type FormFactor, type RecKind } from './places';

/**
 * The one vocabulary for where a widget goes at its location and what its add-to-cart does:
 * the storefront runtime's (sdk/sandbox/delivery.ts). The API stores these values and the
 * delivery endpoint passes them through unchanged.
 */
export const INSERT_MODES: readonly InsertMode[] = ['before', 'append', 'after'];
export const ADD_TO_CART_REDIRECTS: readonly AddToCartAction[] = ADD_TO_CART_ACTIONS;

/**
 * `insert` of a stored widgetOpts as the runtime reads it. Documents written before the modes
 * existed hold a boolean there: it said nothing about the position, so insertBefore decides.
 */
export function insertModeOf(opts: { insert?: unknown; insertBefore?: unknown }): InsertMode {
  if (typeof opts.insert === 'string' && (INSERT_MODES as readonly string[]).includes(opts.insert)) return opts.insert as InsertMode;
  return opts.insertBefore === false ? 'append' : 'before';
}

/** One form factor's widget options (spec 3 widgetOpts); the style map is per element. */
export type WidgetOpts = Record<string, unknown>;
export type WidgetOptsPair = Record<FormFactor, WidgetOpts>;

/** Spec 9: the insert location of a new recommendation is just before the footer. */
export const DEFAULT_LOCATION = 'footer';

/**
 * The storefront runtime's defaults (one list, sdk/sandbox/delivery.ts) as a stored document.
 * One exception: spec 9 makes new recommendations card 'v2', while the email editor's own
 * default (an unset value, the SDK's) is 'v1'.
 */
const stored = (ff: FormFactor, place: string): WidgetOpts => ({
  ...sdkDefaults(ff, (basePlace(place) ?? place) as PagePlace),
  location: DEFAULT_LOCATION,
  emailCardVariant: 'v2',
});

/**
 * Spec 9's defaults for a new recommendation, written into it so the editor and the API show
 * every field: the runtime's list (desktop slider 4 per view 200 px wide, 4x1 grid, 1x4 list;
 * mobile 2x2 grid, 1.5 per view, 1x2 list; checkout and confirmation 140 px), and for email
 * a grid in tables 4x1 on desktop and 1x4 on mobile with card variant v2.
 */
export function defaultWidgetOpts(place: string, kind: RecKind): WidgetOptsPair {
  if (kind === 'email') {
    // Spec 2: the email button reads Buy Now (products with one variant) or View Product.
    const email = (ff: FormFactor): WidgetOpts => ({ ...stored(ff, place), widget: 'grid', addToCartTitle: 'Buy Now' });
    return { desktop: email('desktop'), mobile: email('mobile') };
  }
  return { desktop: stored('desktop', place), mobile: stored('mobile', place) };
}
