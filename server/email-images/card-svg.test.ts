import { cardSvg, DEFAULT_CARD_STYLE, safeColor, wrapText } from './card-svg';
import { renderAsync } from '@resvg/resvg-js';
import { PNG_SIGNATURE, placeholderPng, pngSize, RENDER_OPTIONS, renderPng } from './render';

describe('an email slot card', () => {
  it('wraps a long title into two lines, the second cut with an ellipsis', () => {
    expect(wrapText('Short', 276, 24, 2)).toEqual(['Short']);
    const lines = wrapText('Alpine Down Jacket with a very long name indeed and more', 276, 24, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1].endsWith('…')).toBe(true);
  });

  it('escapes the product’s text and keeps colours to hex', () => {
    const svg = cardSvg({ icon: 'mug', color: '#123456' }, { title: '<script>&', price: '$1.00', comparePrice: null, cta: 'Buy "now"' }, DEFAULT_CARD_STYLE);
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&#60;script&#62;&#38;');
    expect(safeColor('red;fill:url(x)', '#000000')).toBe('#000000');
    expect(safeColor('#ABC', '#000000')).toBe('#ABC');
  });

  it('draws text with the shipped font and no system font (resvg draws nothing without one)', async () => {
    const image = await renderAsync('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><text x="4" y="30" font-size="28" font-family="DejaVu Sans">Buy</text></svg>', RENDER_OPTIONS);
    const inked = image.pixels.filter((_, i) => i % 4 === 3 && image.pixels[i] > 0).length;
    expect(RENDER_OPTIONS.font?.loadSystemFonts).toBe(false);
    expect(inked).toBeGreaterThan(100);
  });

  it('renders to a 300 px wide PNG with the shipped font, one height whatever the title', async () => {
    const short = await renderPng(cardSvg({ icon: 'tee', color: '#2563eb' }, { title: 'Tee', price: '$10.00', comparePrice: '$12.00', cta: 'Buy Now' }, DEFAULT_CARD_STYLE));
    const long = await renderPng(cardSvg({ icon: 'tee', color: '#2563eb' }, { title: 'A much longer tee title that wraps', price: '$10.00', comparePrice: null, cta: 'Buy Now' }, DEFAULT_CARD_STYLE));
    expect(short.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(pngSize(short)).toEqual(pngSize(long));
    expect(pngSize(short)!.width).toBe(300);
    expect(pngSize(await placeholderPng())!.width).toBe(300);
  });
});
