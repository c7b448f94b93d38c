/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createTestServices, TestServicesProvider, type TestServices } from 'sdk/testing';
import { SETTINGS_MESSAGES as M } from '../../messages';
import { SettingsPage } from './SettingsPage';

async function renderSettings(services: TestServices) {
  await act(async () => {
    render(
      <TestServicesProvider services={services}>
        <SettingsPage />
      </TestServicesProvider>,
    );
  });
}

describe('SettingsPage', () => {
  it.each(['BIGCOMMERCE', 'CUSTOM'])('says there is nothing to set on %s', async (platform) => {
    const services = createTestServices({ site: { platform } });
    await renderSettings(services);
    expect(screen.getByText('No additional settings are available.')).toBeTruthy();
    expect(screen.queryByText(M.shopify)).toBeNull();
    expect(services.api.requests).toHaveLength(0);
  });

  it('shows the Shopify app status: tag, app embed and scopes', async () => {
    const services = createTestServices({ site: { platform: 'SHOPIFY' } });
    services.api.respond('GET', '/api2/shop/chk/installation', {
      tagManuallyDisabled: false,
      tagValidated: '2025-03-01T00:00:00Z',
      appEmbedEnabled: false,
      missingScopes: ['read_orders'],
    });
    await renderSettings(services);
    expect(screen.getByText('Manage Shopify App Status')).toBeTruthy();
    expect(screen.queryByText(M.none)).toBeNull();
    expect(within(screen.getByTestId('chk-status-tag')).getByText(M.tagEnabled)).toBeTruthy();
    expect(within(screen.getByTestId('chk-status-app-embed')).getByText(M.appEmbedOff)).toBeTruthy();
    expect(within(screen.getByTestId('chk-status-scopes')).getByText('Missing: read_orders')).toBeTruthy();
  });

  it('re-enables a manually disabled tag and checks again', async () => {
    const services = createTestServices({ site: { platform: 'SHOPIFY' } });
    services.api.respond('GET', '/api2/shop/chk/installation', { tagManuallyDisabled: true, tagValidated: null, appEmbedEnabled: true, missingScopes: [] });
    services.api.respond('POST', '/api2/shop/chk/action/tag-enable', { tagManuallyDisabled: false });
    await renderSettings(services);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: M.enableTag })));
    const post = services.api.requests.find((r) => r.method === 'POST');
    expect(post?.path).toBe('/api2/shop/chk/action/tag-enable');
    expect(post?.body).toEqual({ enable: true });
    expect(services.snackbars.shown.at(-1)?.message).toBe(M.tagEnabledDone);
    expect(services.api.requests.filter((r) => r.path.endsWith('/installation'))).toHaveLength(2);
  });
});
