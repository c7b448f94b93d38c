import type { NavNode } from '../sdk';
import { activeNavPath, navLinkPaths, relativeToBase } from './navMatch';

const nav: NavNode[] = [
  { type: 'link', label: 'Home', path: '' },
  { type: 'label', label: 'Group' },
  {
    type: 'link',
    label: 'Checkout',
    path: 'checkout',
    children: [
      { type: 'link', label: 'Score', path: 'checkout/score' },
      { type: 'divider' },
      { type: 'link', label: 'Tips', path: 'checkout/tips' },
    ],
  },
  { type: 'divider' },
  { type: 'link', label: 'Settings', path: 'settings' },
];

describe('navMatch', () => {
  it('lists every link, nested ones too', () => {
    expect(navLinkPaths(nav)).toEqual(['', 'checkout', 'checkout/score', 'checkout/tips', 'settings']);
  });

  it('highlights the exact entry, else the deepest one the page is under', () => {
    expect(activeNavPath(nav, '')).toBe('');
    expect(activeNavPath(nav, 'checkout')).toBe('checkout');
    expect(activeNavPath(nav, 'checkout/score')).toBe('checkout/score');
    expect(activeNavPath(nav, 'checkout/score/detail')).toBe('checkout/score');
    expect(activeNavPath(nav, 'settings/users')).toBe('settings');
    expect(activeNavPath(nav, 'elsewhere')).toBeUndefined();
  });

  it('gives the path below the applet root', () => {
    expect(relativeToBase('/applet/rec', '/applet/rec')).toBe('');
    expect(relativeToBase('/applet/rec/online/', '/applet/rec')).toBe('online');
    expect(relativeToBase('/applet/recx', '/applet/rec')).toBe('');
  });
});
