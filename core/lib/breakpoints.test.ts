import {
  BREAKPOINT_MAX_WIDTHS,
  BREAKPOINT_MIN_WIDTHS,
  MEDIA_QUERIES,
  breakpointFor,
  mediaDown,
  mediaOnly,
  mediaUp,
} from './breakpoints';

describe('breakpoints (spec section 2)', () => {
  it('have the spec maxima', () => {
    expect(BREAKPOINT_MAX_WIDTHS).toEqual({ phone: 599.95, tablet: 767.95, laptop: 1023.95, desktop: 1279.95 });
    expect(BREAKPOINT_MIN_WIDTHS).toEqual({ phone: 0, tablet: 600, laptop: 768, desktop: 1024, wide: 1280 });
  });

  it.each([
    [0, 'phone'],
    [320, 'phone'],
    [599.95, 'phone'],
    [599.96, 'tablet'],
    [600, 'tablet'],
    [767.95, 'tablet'],
    [768, 'laptop'],
    [1023.95, 'laptop'],
    [1024, 'desktop'],
    [1279.95, 'desktop'],
    [1280, 'wide'],
    [3840, 'wide'],
    [Infinity, 'wide'],
  ])('%d px is %s', (width, expected) => {
    expect(breakpointFor(width)).toBe(expected);
  });

  it('counts nonsense widths as phone', () => {
    expect(breakpointFor(NaN)).toBe('phone');
    expect(breakpointFor(-1)).toBe('phone');
  });

  it('builds media queries', () => {
    expect(mediaDown('phone')).toBe('(max-width: 599.95px)');
    expect(mediaDown('desktop')).toBe('(max-width: 1279.95px)');
    expect(mediaUp('tablet')).toBe('(min-width: 600px)');
    expect(mediaUp('wide')).toBe('(min-width: 1280px)');
    expect(mediaOnly('laptop')).toBe('(min-width: 768px) and (max-width: 1023.95px)');
    expect(MEDIA_QUERIES).toEqual({
      phone: '(max-width: 599.95px)',
      tablet: '(min-width: 600px) and (max-width: 767.95px)',
      laptop: '(min-width: 768px) and (max-width: 1023.95px)',
      desktop: '(min-width: 1024px) and (max-width: 1279.95px)',
      wide: '(min-width: 1280px)',
    });
  });
});
