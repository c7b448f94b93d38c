// Screen-size breakpoints of spec section 2: phone up to 599.95 px, tablet up to 767.95 px,
// then 1023.95 and 1279.95 px. The .95 maxima leave no gap for fractional widths (browser
// zoom) between one class's max-width and the next one's min-width.

export const BREAKPOINT_NAMES = ['phone', 'tablet', 'laptop', 'desktop', 'wide'] as const;
export type Breakpoint = (typeof BREAKPOINT_NAMES)[number];

/** Largest width (px) of each class; `wide` has none. */
export const BREAKPOINT_MAX_WIDTHS = {
  phone: 599.95,
  tablet: 767.95,
  laptop: 1023.95,
  desktop: 1279.95,
} as const satisfies Partial<Record<Breakpoint, number>>;

/** Smallest width (px) of each class: the previous class's maximum rounded up. */
export const BREAKPOINT_MIN_WIDTHS: Readonly<Record<Breakpoint, number>> = {
  phone: 0,
  tablet: 600,
  laptop: 768,
  desktop: 1024,
  wide: 1280,
};

/**
 * The class of a viewport width. A width that is not a number, or negative, counts as phone:
 * the smallest layout is the one that works everywhere.
 */
export function breakpointFor(width: number): Breakpoint {
  if (!(width >= 0)) return 'phone';
  if (width <= BREAKPOINT_MAX_WIDTHS.phone) return 'phone';
  if (width <= BREAKPOINT_MAX_WIDTHS.tablet) return 'tablet';
  if (width <= BREAKPOINT_MAX_WIDTHS.laptop) return 'laptop';
  if (width <= BREAKPOINT_MAX_WIDTHS.desktop) return 'desktop';
  return 'wide';
}

/** '(max-width: 599.95px)': this class and all smaller ones (wide has no maximum). */
export function mediaDown(breakpoint: Exclude<Breakpoint, 'wide'>): string {
  return `(max-width: ${BREAKPOINT_MAX_WIDTHS[breakpoint]}px)`;
}

/** '(min-width: 600px)': this class and all larger ones. */
export function mediaUp(breakpoint: Breakpoint): string {
  return `(min-width: ${BREAKPOINT_MIN_WIDTHS[breakpoint]}px)`;
}

/** Exactly one class, e.g. tablet: '(min-width: 600px) and (max-width: 767.95px)'. */
export function mediaOnly(breakpoint: Breakpoint): string {
  if (breakpoint === 'phone') return mediaDown('phone');
  if (breakpoint === 'wide') return mediaUp('wide');
  return `${mediaUp(breakpoint)} and ${mediaDown(breakpoint)}`;
}

/** The query per class, ready for window.matchMedia. */
export const MEDIA_QUERIES: Readonly<Record<Breakpoint, string>> = Object.fromEntries(
  BREAKPOINT_NAMES.map((name) => [name, mediaOnly(name)]),
) as Record<Breakpoint, string>;
