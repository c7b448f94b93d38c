import { TEXT_LIMITS } from './fields';
import { textOverrides } from './textDefaults';

describe("the site's text overrides (issue 32 #18)", () => {
  it('takes filled texts and leaves out a button label too long for the storefront buttons', () => {
    const text = { addToCartTitle: 'B'.repeat(300), addedToCartTitle: 'In the bag', outOfStockTitle: ' ', saleBadgeLabel: `Save ${'x'.repeat(100)}` };
    expect(textOverrides({ text })).toEqual({ addedToCartTitle: 'In the bag', saleBadgeLabel: text.saleBadgeLabel });
    expect(textOverrides({ text: { addToCartTitle: 'B'.repeat(TEXT_LIMITS.buttonLabel) } })).toEqual({ addToCartTitle: 'B'.repeat(40) });
  });
});
