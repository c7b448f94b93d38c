/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { ApiError } from 'sdk';
import { pageServices, renderPage } from '../../testing';
import { APPLICATION as M } from '../messages';
import { CACHE_CLEARED_MS } from '../shared/ClearCacheButton';
import { ApplicationSettingsPage } from './ApplicationSettingsPage';

const ACTION = '/api2/shop/rec/action';
const STAFF = { session: { user: { staff: true, email: 'staff@vitrine.dev' }, isStaff: true, devMode: true } };

async function click(testId: string) {
  await act(async () => {
    fireEvent.click(screen.getByTestId(testId));
  });
}

describe('Settings / Application', () => {
  it('shows the installation controls to a merchant, without the internal tools', async () => {
    const services = pageServices({ installation: { shopPlan: { partnerDevelopment: true }, appEmbedEnabled: false } });
    await renderPage(<ApplicationSettingsPage />, services);
    for (const label of [M.checkAndFix, M.validateTag, M.enableAppEmbed, M.openAdmin, M.clearCache, M.removeLiquid]) expect(screen.getByText(label)).toBeTruthy();
    expect(screen.getByTestId('rec-dev-store').textContent).toBe(M.devStore);
    expect(screen.queryByTestId('rec-staff-tools')).toBeNull();
    for (const label of [M.adminUninstall, M.uninstallApp, M.cleanUninstall]) expect(screen.queryByText(label)).toBeNull();
  });

  it('gives staff in dev mode Admin Uninstall and Cleanup, Uninstall App and Clean Uninstall', async () => {
    const services = pageServices(STAFF);
    services.api.respond('DELETE', `${ACTION}/uninstall-force`, { uninstalled: true, cleaned: true });
    await renderPage(<ApplicationSettingsPage />, services);
    for (const label of [M.adminUninstall, M.uninstallApp, M.cleanUninstall]) expect(screen.getByText(label)).toBeTruthy();
    await click('rec-clean-uninstall');
    // The strong confirmation: nothing happens until the site's name is typed.
    const ask = M.cleanConfirm(services.site.current.name);
    expect(screen.getByTestId('strong-confirm').textContent).toContain(ask.message);
    expect((screen.getByTestId('strong-confirm-ok') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('strong-confirm-input'), { target: { value: 'not the name' } });
    expect((screen.getByTestId('strong-confirm-ok') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('strong-confirm-input'), { target: { value: ask.word } });
    expect(services.api.requests.some((r) => r.path === `${ACTION}/uninstall-force`)).toBe(false);
    await click('strong-confirm-ok');
    expect(services.api.requests.some((r) => r.method === 'DELETE' && r.path === `${ACTION}/uninstall-force`)).toBe(true);
  });

  it('Check and Fix runs the full check and lists what it fixed and what is left', async () => {
    const services = pageServices();
    services.api.respond('POST', `${ACTION}/check-and-fix`, { ok: false, fixed: ['Re-installed the script tag'], problems: ['The app embed is not enabled in your theme.'] });
    await renderPage(<ApplicationSettingsPage />, services);
    await click('rec-check-and-fix');
    const sent = services.api.requests.find((r) => r.path === `${ACTION}/check-and-fix`);
    expect(sent?.body).toEqual({ full: true });
    expect(screen.getByTestId('rec-check-result').textContent).toContain('Re-installed the script tag');
    expect(screen.getByTestId('rec-check-result').textContent).toContain('The app embed is not enabled in your theme.');
    await click('rec-validate-tag');
    expect(services.api.requests.filter((r) => r.path === `${ACTION}/check-and-fix`).at(-1)?.body).toEqual({ validate: true });
  });

  it('clears the product cache with the spec messages, "Cache cleared" for one second', async () => {
    const services = pageServices();
    services.api.respond('POST', `${ACTION}/clear-product-cache`, { message: M.cacheClearing });
    await renderPage(<ApplicationSettingsPage />, services);
    await click('rec-clear-cache');
    expect(services.snackbars.shown.map((s) => s.message)).toEqual([M.cacheClearing, M.cacheCleared]);
    expect(services.snackbars.shown[1].timeoutMs).toBe(CACHE_CLEARED_MS);
    services.api.respond('POST', `${ACTION}/clear-product-cache`, new ApiError('down', 503));
    await click('rec-clear-cache');
    expect(services.snackbars.shown.at(-1)?.message).toBe(M.cacheFailed);
  });

  it('says when the admin URL cannot be determined, and when Remove Liquid is refused', async () => {
    const services = pageServices();
    services.api.respond('GET', `${ACTION}/deep-link`, new ApiError('Bad Gateway', 502));
    services.api.respond('POST', `${ACTION}/remove-all-liquid`, new ApiError(M.notAllowed, 403));
    await renderPage(<ApplicationSettingsPage />, services);
    await click('rec-open-admin');
    expect(screen.getByTestId('rec-shop-action-error').textContent).toBe(`${M.errorTitle}${M.adminUrlError}`);
    await click('rec-remove-liquid');
    expect(screen.getByTestId('rec-shop-action-error').textContent).toBe(M.notAllowed);
  });

  it('disables every action under blockModify and says why', async () => {
    await renderPage(<ApplicationSettingsPage />, pageServices({ installation: { blockModify: true }, ...STAFF }));
    expect(screen.getByTestId('rec-block-modify').textContent).toBe(M.blockModify);
    for (const id of ['rec-check-and-fix', 'rec-validate-tag', 'rec-app-embed', 'rec-open-admin', 'rec-clear-cache', 'rec-remove-liquid', 'rec-clean-uninstall']) {
      expect((screen.getByTestId(id) as HTMLButtonElement).disabled).toBe(true);
    }
  });

  it('offers Reconnect when the app is no longer installed', async () => {
    const services = pageServices({ installation: { blockModify: false } });
    services.api.respond('GET', '/api2/shop/rec/installation', new ApiError('The app is not installed on this shop', 424, 'ShopAccessTokenNotExists'));
    await renderPage(<ApplicationSettingsPage />, services);
    const callout = screen.getByTestId('rec-not-installed');
    expect(callout.textContent).toContain(M.notInstalled('Recommendations'));
    expect(callout.textContent).toContain('ShopAccessTokenNotExists: The app is not installed on this shop');
    expect(screen.getByText(M.reconnect)).toBeTruthy();
  });
});
