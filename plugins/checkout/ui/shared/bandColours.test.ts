import { Colors } from '@blueprintjs/core';
import { bandOf, bandTextColour } from './bandColours';

// WCAG 2 relative luminance and contrast ratio.
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

// Every surface the score text is drawn on: cards, page, popovers of each theme.
const SURFACES = {
  light: [Colors.WHITE, Colors.LIGHT_GRAY5, Colors.LIGHT_GRAY4],
  dark: [Colors.DARK_GRAY1, Colors.DARK_GRAY2, Colors.DARK_GRAY3, Colors.DARK_GRAY4],
} as const;
const SCORES = [null, ...Array.from({ length: 101 }, (_, i) => i)];

describe('band colours', () => {
  it.each(['light', 'dark'] as const)('band text keeps 4.5:1 on every %s surface, for every score', (theme) => {
    for (const score of SCORES) {
      for (const surface of SURFACES[theme]) {
        const ratio = contrast(bandTextColour(score, theme), surface);
        if (ratio < 4.5) throw new Error(`score ${score} in ${theme} on ${surface}: ${ratio.toFixed(2)}:1`);
      }
    }
  });

  it('keeps the same hue family as the band fill (yellow stays gold, not grey)', () => {
    expect(bandOf(50).colour).toBe('yellow');
    expect(bandTextColour(50, 'light')).toBe(Colors.GOLD2);
    expect(bandTextColour(50, 'dark')).toBe(Colors.GOLD4);
    expect(bandTextColour(null, 'light')).toBe(Colors.GRAY1);
  });

  it('the text on a band fill (tags) keeps 4.5:1 too', () => {
    for (const score of SCORES) {
      const { css, onCss } = bandOf(score);
      expect(contrast(css, onCss)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
