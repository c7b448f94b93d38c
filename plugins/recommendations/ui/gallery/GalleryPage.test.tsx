/** @jest-environment jsdom */
import './testPolyfills';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { REC_MESSAGES as R } from '../../model/messages';
import { recDoc } from '../store/fixtures';
import { Link, MemoryRouter, useLocation } from 'react-router-dom';
import { renderPage as renderInServices } from '../testing';
import { GalleryPage, PLACEHOLDER_CARDS } from './GalleryPage';
import { ADD, GALLERY } from './messages';
import { galleryServices } from './testing';

const click = async (el: Element) => {
  await act(async () => {
    fireEvent.click(el);
    await new Promise((r) => setTimeout(r, 0));
  });
};
const card = (keyId: string) => screen.getByTestId(`rec-template-${keyId}`);
const count = () => screen.getByTestId('rec-gallery-count').textContent;
const change = (testId: string, value: string) => act(async () => void fireEvent.change(screen.getByTestId(testId), { target: { value } }));

afterEach(() => localStorage.clear());

let location = '';
function Where() {
  const here = useLocation();
  location = `${here.pathname}${here.search}`;
  return null;
}

/** The gallery keeps its filters in the address: it renders inside a router. */
const renderPage = (page: React.ReactElement, services: Parameters<typeof renderInServices>[1], url = '/gallery?site-xid=north') =>
  renderInServices(
    <MemoryRouter initialEntries={[url]}>
      {page}
      <Where />
    </MemoryRouter>,
    services,
  );

describe('Gallery', () => {
  it('shows 20 placeholder cards while the templates load', async () => {
    const services = galleryServices();
    services.api.respond('GET', '/api2/recommendation/templates', () => new Promise(() => undefined));
    await renderPage(<GalleryPage />, services);
    expect(screen.getAllByTestId('rec-template-placeholder')).toHaveLength(PLACEHOLDER_CARDS);
    expect(screen.queryByTestId('rec-gallery-count')).toBeNull();
  });

  it("filters by purpose, place and text, with the count '{n} template(s)'", async () => {
    await renderPage(<GalleryPage />, galleryServices());
    const all = Number(count()!.split(' ')[0]);
    expect(all).toBeGreaterThan(10);
    await change('rec-filter-purpose', 'discover');
    expect(count()).toBe(GALLERY.count(3));
    await change('rec-filter-text', 'arrivals');
    expect(count()).toBe('1 template(s)');
    expect(card('new-arrivals')).toBeTruthy();
    await change('rec-filter-place', 'PDP');
    expect(count()).toBe('0 template(s)');
    expect(screen.getByText(GALLERY.noMatch)).toBeTruthy();
    expect(location).toBe('/gallery?site-xid=north&purpose=discover&q=arrivals&place=PDP');
    await click(screen.getByTestId('rec-filter-clear'));
    expect(count()).toBe(GALLERY.count(all));
    expect(location).toBe('/gallery?site-xid=north');
  });

  it('takes its filters from the address, ignoring values it does not know', async () => {
    const view = await renderPage(<GalleryPage />, galleryServices(), '/gallery?purpose=buy&place=CRT&q=extra');
    expect(count()).toBe('1 template(s)');
    expect(card('under-price')).toBeTruthy();
    expect((screen.getByTestId('rec-filter-text') as HTMLInputElement).value).toBe('extra');
    view.unmount();
    await renderPage(<GalleryPage />, galleryServices(), '/gallery?purpose=nope&place=MOON');
    expect((screen.getByTestId('rec-filter-purpose') as HTMLSelectElement).value).toBe('');
    expect((screen.getByTestId('rec-filter-place') as HTMLSelectElement).value).toBe('');
    expect(screen.queryByTestId('rec-filter-clear')).toBeNull();
  });

  it('follows an address change that is not its own (a link, Back)', async () => {
    await renderPage(
      <>
        <GalleryPage />
        <Link to="/gallery?purpose=buy">buy</Link>
      </>,
      galleryServices(),
      '/gallery?q=arrivals',
    );
    expect(count()).toBe('1 template(s)');
    await click(screen.getByText('buy'));
    expect((screen.getByTestId('rec-filter-purpose') as HTMLSelectElement).value).toBe('buy');
    expect((screen.getByTestId('rec-filter-text') as HTMLInputElement).value).toBe('');
  });

  it('keeps hidden and asterisk templates for staff in dev mode (spec 5)', async () => {
    const view = await renderPage(<GalleryPage />, galleryServices());
    await click(screen.getByTestId('rec-layout-list'));
    expect(screen.queryByTestId('rec-template-manual-picks')).toBeNull();
    expect(screen.queryByTestId('rec-template-checkout-upsell')).toBeNull();
    view.unmount();
    const services = galleryServices({ devMode: true });
    await renderPage(<GalleryPage />, services);
    expect(services.api.requests.find((r) => r.path === '/api2/recommendation/templates')!.query).toEqual({ devMode: 1 });
    expect(card('manual-picks')).toBeTruthy();
    expect(card('checkout-upsell')).toBeTruthy();
  });

  it('toggles between sliders and a list, and remembers the choice', async () => {
    const view = await renderPage(<GalleryPage />, galleryServices());
    const slider = screen.getByTestId('rec-slider-purpose-discover');
    expect(slider.dataset.perView).toBe('3');
    expect(within(slider).getAllByTestId('rec-template-add')).toHaveLength(3);
    await click(screen.getByTestId('rec-slider-purpose-explore-next'));
    expect(screen.getByTestId('rec-slider-purpose-explore').textContent).toContain(GALLERY.page(2, 2));
    await click(screen.getByTestId('rec-layout-list'));
    expect(screen.queryByTestId('rec-gallery-grid')).toBeNull();
    expect(within(screen.getByTestId('rec-gallery-list')).getAllByTestId('rec-template-add').length).toBeGreaterThan(10);
    view.unmount();
    await renderPage(<GalleryPage />, galleryServices());
    expect(screen.getByTestId('rec-gallery-list')).toBeTruthy();
  });

  it('shows a 2 by 2 page on phones', async () => {
    const matchMedia = jest.fn(() => ({ matches: true, addEventListener: jest.fn(), removeEventListener: jest.fn() }));
    Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true });
    try {
      await renderPage(<GalleryPage />, galleryServices());
      const slider = screen.getByTestId('rec-slider-purpose-explore');
      expect(slider.dataset.perView).toBe('4');
      expect(within(slider).getAllByTestId('rec-template-add')).toHaveLength(4);
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });

  it('asks Cancel / Add New / View Existing for a template in use; View Existing opens the newest', async () => {
    const recs = [recDoc({ _id: 'old', template: 'new-arrivals', place: 'H' }), recDoc({ _id: 'newer', template: 'new-arrivals', place: 'CAT' })];
    const services = galleryServices({ recs });
    await renderPage(<GalleryPage />, services);
    expect(within(card('new-arrivals')).getByTestId('rec-template-in-use').textContent).toBe('2 in use');
    await click(within(card('new-arrivals')).getByTestId('rec-template-add'));
    const buttons = within(screen.getByTestId('rec-existing-dialog')).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([ADD.cancel, ADD.addNew, ADD.viewExisting]);
    // View Existing is the default: the primary button, focused.
    expect(screen.getByTestId('rec-existing-view').className).toMatch(/intent-primary/);
    expect(document.activeElement).toBe(screen.getByTestId('rec-existing-view'));
    await click(screen.getByTestId('rec-existing-view'));
    expect(services.navigation.navigations.map((n) => n.path)).toEqual(['online/recommend-edit?pl=CAT&id=newer']);
    expect(services.api.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('Add New goes to the page step (Back returns, Cancel ends), then creates and opens the editor', async () => {
    const services = galleryServices({ recs: [recDoc({ _id: 'old', template: 'new-arrivals' })] });
    await renderPage(<GalleryPage />, services);
    await click(within(card('new-arrivals')).getByTestId('rec-template-add'));
    await click(screen.getByTestId('rec-existing-add-new'));
    const pages = within(screen.getByTestId('rec-page-step')).getAllByRole('button');
    expect(pages.map((b) => b.textContent)).toEqual(['Home', 'Collection']);
    await click(screen.getByTestId('rec-page-back'));
    expect(screen.getByTestId('rec-existing-dialog')).toBeTruthy();
    await click(screen.getByTestId('rec-existing-add-new'));
    await click(screen.getByTestId('rec-page-CAT'));
    const create = services.api.requests.find((r) => r.method === 'POST')!;
    expect(create.path).toBe('/api2/recommendation/create');
    // The site once had a live classic recommendation: spec 4's mode is online.
    expect(create.body).toEqual({ site: expect.any(String), recommendation: { kind: 'online', template: 'new-arrivals', place: 'CAT', name: 'Collection: New Arrivals' } });
    expect(services.navigation.navigations.map((n) => n.path)).toEqual(['online/recommend-edit?pl=CAT&id=new-1']);
  });

  it('creates a one-page template at once in classic mode, and Cancel on the page step creates nothing', async () => {
    const services = galleryServices({ site: { flags: { HicPlusModernMode: 'online' } } });
    await renderPage(<GalleryPage />, services);
    await click(within(card('best-sellers')).getByTestId('rec-template-add'));
    await click(screen.getByTestId('rec-page-cancel'));
    expect(screen.queryByTestId('rec-page-step')).toBeNull();
    await click(within(card('similar')).getByTestId('rec-template-add'));
    expect(services.api.requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { site: expect.any(String), recommendation: { kind: 'online', template: 'similar', place: 'PDP', name: 'Product: Similar Products' } },
    ]);
  });

  it("says 'Contact Us' for templates the store cannot be given", async () => {
    await renderPage(<GalleryPage />, galleryServices({ site: { flags: { HicPlusDisableAwsCampaigns: true } } }));
    expect(within(card('personalized')).getByTestId('rec-template-contact').textContent).toBe(GALLERY.contactUs);
    expect(within(card('personalized')).queryByTestId('rec-template-add')).toBeNull();
    expect(within(card('best-sellers')).getByTestId('rec-template-add')).toBeTruthy();
  });

  it('disables adding under blockModify, with its notice', async () => {
    await renderPage(<GalleryPage />, galleryServices({ installation: { blockModify: true } }));
    expect(screen.getByText(R.blockModify)).toBeTruthy();
    expect((within(card('best-sellers')).getByTestId('rec-template-add') as HTMLButtonElement).disabled).toBe(true);
  });

  it("opens checkout placements in the platform's admin, in a new tab, after a confirmation", async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    try {
      const services = galleryServices({ installation: { shopPlan: { shopifyPlus: true }, myShopifyDomain: 'north.myshopify.com' } });
      await renderPage(<GalleryPage />, services);
      await click(within(card('under-price')).getByTestId('rec-template-add'));
      await click(screen.getByTestId('rec-page-CO'));
      expect(services.confirm.asked.map((q) => q.title)).toEqual([ADD.checkoutTitle]);
      expect(open).toHaveBeenCalledWith('https://north.myshopify.com/admin/settings/checkout/editor', '_blank', 'noopener,noreferrer');
      expect(services.api.requests.some((r) => r.method === 'POST')).toBe(false);
    } finally {
      open.mockRestore();
    }
  });

  it('offers no checkout page to a store without one, and says when the admin cannot be found', async () => {
    const services = galleryServices();
    await renderPage(<GalleryPage />, services);
    await click(within(card('under-price')).getByTestId('rec-template-add'));
    expect(within(screen.getByTestId('rec-page-step')).getAllByRole('button').map((b) => b.textContent)).toEqual(['Cart', 'Mini-cart']);
    await click(screen.getByTestId('rec-page-cancel'));
    await click(within(card('personalized')).getByTestId('rec-template-add'));
    await click(screen.getByTestId('rec-page-CNF'));
    expect(screen.getByTestId('rec-problem-message').textContent).toBe(ADD.adminUrlMissing);
  });
});
