/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { pageServices, renderPage } from '../../testing';
import { THEME as M } from '../messages';
import { ThemeSettingsPage } from './ThemeSettingsPage';
import { DEFAULT_TITLE_WRAPPER } from './TitleWrapperCard';

const DOC = {
  _id: 'ss1',
  __v: 2,
  site: 'site-1',
  applet: 'rec',
  recDefaults: { preferredCardType: '', nativeCard: { snippet_name: 'product-card', show_vendor: false } },
  global: { title: '<h2>{titleText}</h2>', style: {}, generatedCss: '' },
  themeCss: 'basic',
  themeVersion: 2,
};
const STAFF = { session: { user: { staff: true, email: 'staff@vitrine.dev' }, isStaff: true, devMode: true } };

function services(options: Parameters<typeof pageServices>[0] = {}, themeVersion = '2.1.0') {
  const s = pageServices(options);
  s.api.respond('GET', '/api2/site-settings', DOC);
  s.api.respond('PATCH', '/api2/site-settings', (req: { body: { __v: number; patch: Record<string, unknown> } }) => ({ ...DOC, ...req.body.patch, __v: req.body.__v + 1 }));
  s.api.respond('GET', '/api2/shop/rec/action/theme-info', { name: 'Dawn', themeVersion });
  s.api.respond('POST', '/api2/shop/rec/action/check-and-fix', { ok: true, fixed: [], problems: [] });
  s.api.respond('GET', '/api2/shop/rec/action/assets', { assets: [{ key: 'layout/theme.liquid' }, { key: 'snippets/card-product.liquid' }] });
  return s;
}
const patches = (s: ReturnType<typeof services>) => s.api.requests.filter((r) => r.method === 'PATCH').map((r) => (r.body as { patch: unknown }).patch);
const click = async (testId: string) =>
  act(async () => {
    fireEvent.click(screen.getByTestId(testId));
  });

describe('Settings / Theme and Styling', () => {
  it('changes the card after "Confirm theme change", sending only the card type; no internal settings for a merchant', async () => {
    const s = services();
    await renderPage(<ThemeSettingsPage />, s);
    expect(screen.getByText(M.basicCard)).toBeTruthy();
    for (const id of ['rec-title-wrapper', 'rec-stylesheet', 'rec-native-card']) expect(screen.queryByTestId(id)).toBeNull();
    await click('rec-card-native-use');
    expect(s.confirm.asked.at(-1)?.title).toBe('Confirm theme change');
    expect(patches(s)).toEqual([{ recDefaults: { preferredCardType: 'native' } }]);
  });

  it('keeps the theme card off when the theme is not 2.0', async () => {
    await renderPage(<ThemeSettingsPage />, services({}, '1.4.0'));
    expect((screen.getByTestId('rec-card-native-use') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('rec-card-native').textContent).toContain(M.nativeDisabled('Dawn', '1.4.0'));
  });

  it('staff: the title wrapper needs {titleText}; default, Reset and Apply', async () => {
    const s = services(STAFF);
    await renderPage(<ThemeSettingsPage />, s);
    const input = screen.getByTestId('rec-title-wrapper-input') as HTMLTextAreaElement;
    fireEvent.change(input, { target: { value: '<h2>Title</h2>' } });
    expect(screen.getByText(M.needsPlaceholder)).toBeTruthy();
    expect((screen.getByTestId('rec-title-apply') as HTMLButtonElement).disabled).toBe(true);
    await click('rec-title-reset');
    expect(input.value).toBe('<h2>{titleText}</h2>');
    await click('rec-title-default');
    expect(input.value).toBe(DEFAULT_TITLE_WRAPPER);
    await click('rec-title-apply');
    expect(patches(s)).toEqual([{ global: { title: DEFAULT_TITLE_WRAPPER } }]);
  });

  it('staff: the 1.0 stylesheet asks "Are you sure?", then applies at once and re-runs Check and Fix', async () => {
    const s = services(STAFF);
    await renderPage(<ThemeSettingsPage />, s);
    await click('rec-sheet-v1');
    expect(s.confirm.asked.at(-1)).toMatchObject({ title: 'Are you sure?', message: 'Downgrade to 1.0 not recommended.' });
    expect(patches(s)).toEqual([{ themeCss: '', themeVersion: 1 }]);
    expect(s.api.requests.at(-1)).toMatchObject({ method: 'POST', path: '/api2/shop/rec/action/check-and-fix' });
  });

  it('staff: the native card JSON is checked, AutoDetect finds the snippet, the preview follows', async () => {
    const s = services(STAFF);
    await renderPage(<ThemeSettingsPage />, s);
    const json = screen.getByTestId('rec-native-json') as HTMLTextAreaElement;
    const before = (screen.getByTestId('rec-native-preview') as HTMLImageElement).src;
    fireEvent.change(json, { target: { value: '{ "show_vendor": "yes" }' } });
    expect(screen.getByText(/show_vendor must be true or false/)).toBeTruthy();
    expect((screen.getByTestId('rec-native-apply') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(json, { target: { value: '{ "show_vendor": true, "show_quick_add": true }' } });
    expect((screen.getByTestId('rec-native-preview') as HTMLImageElement).src).not.toBe(before);
    await click('rec-native-autodetect');
    expect(JSON.parse(json.value).snippet_name).toBe('card-product');
    await click('rec-native-apply');
    expect(patches(s)[0]).toMatchObject({ recDefaults: { nativeCard: { snippet_name: 'card-product', show_vendor: true, show_quick_add: true } } });
  });
});
