/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { SiteInfo } from 'sdk';
import { createTestServices, TestServicesProvider, type TestServices } from 'sdk/testing';
import { BANNER_MESSAGES as M } from '../../messages';
import { CheckoutBanners, type CheckoutBannersProps } from './CheckoutBanners';

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000 - 3_600_000).toISOString();
const INSTALLED: Partial<SiteInfo> = { tagValidated: daysAgo(0), tagFirstValidated: daysAgo(30) };

async function renderBanners(services: TestServices, props: CheckoutBannersProps) {
  await act(async () => {
    render(
      <TestServicesProvider services={services}>
        <CheckoutBanners {...props} />
      </TestServicesProvider>,
    );
  });
}

beforeEach(() => window.localStorage.clear());

describe('CheckoutBanners', () => {
  it("shows 'Checkout Zen is live' with 42/100 orders collected below 100 orders", async () => {
    await renderBanners(createTestServices({ site: INSTALLED }), { conversions: 42 });
    const banner = screen.getByTestId('chk-banner-live');
    expect(within(banner).getByText('Checkout Zen is live')).toBeTruthy();
    expect(within(banner).getByTestId('chk-orders-collected').textContent).toBe('42/100 orders collected');
    // Only Home offers demo data with this banner.
    expect(within(banner).queryByRole('button', { name: M.showDemo })).toBeNull();
  });

  it('shows no data-status banner from 100 orders on, or while the count is unknown', async () => {
    await renderBanners(createTestServices({ site: INSTALLED }), { conversions: 100 });
    expect(screen.queryByTestId('chk-banner-live')).toBeNull();
  });

  it('says the tag is not installed and offers demo data', async () => {
    const services = createTestServices({ site: { tagValidated: null, tagFirstValidated: null } });
    await renderBanners(services, { conversions: 0 });
    const banner = screen.getByTestId('chk-banner-not-installed');
    expect(within(banner).getByText(M.notInstalledTitle)).toBeTruthy();
    expect(screen.queryByTestId('chk-banner-live')).toBeNull();
    await act(async () => fireEvent.click(within(banner).getByRole('button', { name: M.showDemo })));
    expect(screen.getByTestId('chk-banner-demo')).toBeTruthy();
  });

  it('tells how many more days of collection are expected', async () => {
    await renderBanners(createTestServices({ site: { tagValidated: daysAgo(0), tagFirstValidated: daysAgo(2) } }), { conversions: 500 });
    expect(screen.getByTestId('chk-banner-collecting').textContent).toContain(
      'Data collection started 2 days ago. About 5 more days are expected',
    );
  });

  it("shows only the 'Demo Data' banner in demo mode, and 'Exit demo mode' leaves it", async () => {
    const services = createTestServices({ site: INSTALLED });
    await renderBanners(services, { conversions: 42, offerDemo: true });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: M.showDemo })));
    const demo = screen.getByTestId('chk-banner-demo');
    expect(within(demo).getByText('Demo Data')).toBeTruthy();
    expect(screen.queryByTestId('chk-banner-live')).toBeNull();
    await act(async () => fireEvent.click(within(demo).getByRole('button', { name: M.exitDemo })));
    expect(screen.queryByTestId('chk-banner-demo')).toBeNull();
    expect(screen.getByTestId('chk-banner-live')).toBeTruthy();
  });
});
