/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { renderPage } from '../testing';
import { EditionsPage } from './EditionsPage';
import { IntegrationsPage, ThemesPage } from './InfoBlocksPage';
import { GALLERY, INFO_PAGES } from './messages';
import { galleryServices } from './testing';

describe('Supported Themes and Integrations', () => {
  it('list the theme blocks with their install notes and website in a new tab', async () => {
    await renderPage(<ThemesPage />, galleryServices());
    expect(screen.getByText(INFO_PAGES.themesTitle)).toBeTruthy();
    const dawn = screen.getByTestId('rec-info-theme-dawn');
    expect(dawn.textContent).toContain('The platform reference theme (2.0).');
    expect(dawn.textContent).toContain('App embed: enable Vitrine in Theme settings > App embeds.');
    const link = within(dawn).getByTestId('rec-info-www') as HTMLAnchorElement;
    expect([link.href, link.target, link.rel]).toEqual(['https://themes.shopify.com/themes/dawn', '_blank', 'noopener noreferrer']);
    expect(screen.queryByTestId('rec-info-integration-klaviyo')).toBeNull();
  });

  it('list the integration blocks only', async () => {
    await renderPage(<IntegrationsPage />, galleryServices());
    expect(screen.getAllByTestId(/^rec-info-integration-/).map((el) => el.dataset.testid)).toEqual([
      'rec-info-integration-klaviyo',
      'rec-info-integration-omnisend',
      'rec-info-integration-judgeme',
    ]);
  });
});

describe('Editions preview', () => {
  it('is for staff in dev mode: a merchant sees only that it is internal', async () => {
    const services = galleryServices();
    await renderPage(<EditionsPage />, services);
    expect(screen.getByTestId('rec-editions-staff-only').textContent).toBe(INFO_PAGES.editionsStaffOnly);
    expect(services.api.requests.some((r) => r.path === '/api2/recommendation/templates')).toBe(false);
  });

  it('shows staff the starter and advanced editions with their counts, read-only', async () => {
    await renderPage(<EditionsPage />, galleryServices({ devMode: true }));
    const starter = screen.getByTestId('rec-edition-edition-starter');
    expect(starter.textContent).toContain(GALLERY.count(6));
    expect(screen.getByTestId('rec-edition-edition-advanced')).toBeTruthy();
    expect(within(starter).queryByTestId('rec-template-add')).toBeNull();
  });
});
