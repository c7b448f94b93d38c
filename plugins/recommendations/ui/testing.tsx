import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ApiError } from 'sdk';
import { createTestServices, TestServicesProvider, type TestServicesOptions } from 'sdk/testing';
import type { RecDoc } from './shared/types';

export interface PageSetup extends TestServicesOptions {
  recs?: RecDoc[];
  plan?: { isPaidPlan: boolean; planName: string; title: string };
  installation?: Record<string, unknown> | 'missing';
}

/** Test doubles with the applet's calls answered: recommendations, installation, readiness. */
export function pageServices({ recs = [], plan = { isPaidPlan: true, planName: 'personalize', title: 'PERSONALIZE' }, installation, ...options }: PageSetup = {}) {
  const services = createTestServices({ site: { name: 'Northwind Outfitters', currencyName: 'USD', timeZone: 'America/New_York', ...options.site }, ...options });
  services.api.respond('GET', '/api2/recommendation', recs);
  services.api.respond(
    'GET',
    '/api2/shop/rec/installation',
    installation === 'missing' ? new ApiError('Not found', 404) : { blockModify: false, shopPlan: { partnerDevelopment: false }, planInfo: { 'hic-plus': plan }, ...installation },
  );
  services.api.respond('GET', '/api2/recommendation/end-point/status', { recommendations: {} });
  return services;
}

/** Renders a page inside the doubles and lets its first requests answer. */
export async function renderPage(page: ReactElement, services: ReturnType<typeof pageServices>) {
  let result!: ReturnType<typeof render>;
  await act(async () => {
    result = render(<TestServicesProvider services={services}>{page}</TestServicesProvider>);
  });
  await act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });
  return result;
}
