import { emailLookOf, emailLookParam, parseEmailLook, withEmailLook } from './email-look';

describe("the email card's look", () => {
  const desktop = {
    title: 'Picked for you',
    tableCols: 3,
    emailCardVariant: 'v2',
    showProductPrice: false,
    addToCartTitle: 'Shop now',
    style: { 'product-add-to-cart-btn': { 'background-color': '#ff0000', 'border-radius': 12 }, 'product-title': { color: '#000' } },
  };

  it('keeps only what the card image draws', () => {
    expect(emailLookOf(desktop)).toEqual({
      emailCardVariant: 'v2',
      showProductPrice: false,
      addToCartTitle: 'Shop now',
      style: { 'product-add-to-cart-btn': { 'background-color': '#ff0000', 'border-radius': 12 } },
    });
    expect(emailLookParam({})).toBe('{}');
  });

  it('reads back what the editor sends, and replaces the saved card settings whole', () => {
    const look = parseEmailLook(emailLookParam(desktop));
    const saved = { widgetOpts: { desktop: { emailCardVariant: 'v1', showProductTitle: false, tableCols: 4, style: { 'product-add-to-cart-btn': { color: '#fff' }, 'product-title': { color: '#333' } } } } };
    const merged = withEmailLook(saved, look).widgetOpts as { desktop: Record<string, unknown> };
    expect(merged.desktop).toEqual({
      tableCols: 4,
      emailCardVariant: 'v2',
      showProductPrice: false,
      addToCartTitle: 'Shop now',
      style: { 'product-title': { color: '#333' }, 'product-add-to-cart-btn': { 'background-color': '#ff0000', 'border-radius': 12 } },
    });
  });

  it.each([
    ['[1]', 'JSON object'],
    ['nope', 'JSON object'],
    ['{"js":"alert(1)"}', 'unknown field'],
    ['{"emailCardVariant":"v9"}', 'v1 or v2'],
    ['{"showProductTitle":"yes"}', 'true or false'],
    [`{"addToCartTitle":"${'x'.repeat(200)}"}`, 'at most'],
    ['{"style":{"product-title":{}}}', 'may hold only'],
    ['{"style":{"product-add-to-cart-btn":{"position":"fixed"}}}', 'unknown property'],
    [`{"style":{"product-add-to-cart-btn":{"color":"${'x'.repeat(60)}"}}}`, 'short text'],
  ])('refuses %s', (text, reason) => {
    expect(() => parseEmailLook(text)).toThrow(reason);
  });
});
