import type { NavNode } from '../sdk';
import { activeNavPath, navLinkPaths, pageHidesAlerts, relativeToBase } from './navMatch';

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

describe('pageHidesAlerts', () => {
  const load = async () => ({ default: () => null });
  const pages = [
    { path: '', load },
    { path: 'about', load, hideAlerts: true },
    { path: 'recs/:id', load },
  ];
  it('is true only on a page that asked for it', () => {
    expect(pageHidesAlerts(pages, 'about')).toBe(true);
    expect(pageHidesAlerts(pages, '')).toBe(false);
    expect(pageHidesAlerts(pages, 'recs/42')).toBe(false);
    expect(pageHidesAlerts(pages, 'about/more')).toBe(false);
    expect(pageHidesAlerts(pages, 'unknown')).toBe(false);
  });
});
