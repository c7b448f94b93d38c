import { Icons, IconSize } from '@blueprintjs/icons';
import type { NavNode } from '../sdk';
import { loadAppletIcons } from './appletIcons';

afterEach(() => jest.restoreAllMocks());

describe('loadAppletIcons', () => {
  it("loads the applet's icon and every nav icon once, at the size the frame draws them", async () => {
    const load = jest.spyOn(Icons, 'load').mockResolvedValue(undefined);
    const nav: NavNode[] = [
      { type: 'link', label: 'Home', path: '', icon: 'home' },
      { type: 'divider' },
      { type: 'link', label: 'Checkout', path: 'checkout', icon: 'shopping-cart', children: [{ type: 'link', label: 'Score', path: 'checkout/score', icon: 'dashboard' }] },
      { type: 'link', label: 'No icon', path: 'x' },
    ];
    await loadAppletIcons({ icon: 'shopping-cart', nav });
    expect(load).toHaveBeenCalledWith(['shopping-cart', 'home', 'dashboard'], IconSize.STANDARD);
  });

  it('skips unknown names and never rejects', async () => {
    const load = jest.spyOn(Icons, 'load').mockRejectedValue(new Error('offline'));
    await expect(loadAppletIcons({ icon: 'not-an-icon' as never, nav: [] })).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledWith([], IconSize.STANDARD);
  });
});
