import { activeNavLabel } from '../applet-host/navMatch';
import { pageTitle } from './pageTitle';

describe('pageTitle', () => {
  it('names the page, then the applet, then the product', () => {
    expect(pageTitle('Score', 'Checkout Zen')).toBe('Score - Checkout Zen - Vitrine');
    expect(pageTitle(undefined, 'Checkout Zen')).toBe('Checkout Zen - Vitrine');
    expect(pageTitle('Apps')).toBe('Apps - Vitrine');
  });

  it("takes the page's name from the applet's nav entry for the path", () => {
    const nav = [
      { type: 'link' as const, label: 'Overview', path: '' },
      { type: 'link' as const, label: 'Checkout', path: 'checkout', children: [{ type: 'link' as const, label: 'Score', path: 'checkout/score' }] },
    ];
    expect(activeNavLabel(nav, 'checkout/score')).toBe('Score');
    expect(activeNavLabel(nav, '')).toBe('Overview');
    expect(activeNavLabel(nav, 'nowhere')).toBeUndefined();
  });
});
