/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { recDoc } from '../store/fixtures';
import { useRecStore } from '../store/useRecStore';
import { renderPage } from '../testing';
import { AddDialog } from './AddDialog';
import { ADD } from './messages';
import { galleryServices } from './testing';
import type { RecKind } from '../../model/places';

const click = async (el: Element) => {
  await act(async () => {
    fireEvent.click(el);
    await new Promise((r) => setTimeout(r, 0));
  });
};

function Harness({ kind, onClose }: { kind: RecKind; onClose(): void }) {
  return <AddDialog store={useRecStore()} kind={kind} onClose={onClose} />;
}

const tabs = () => screen.getAllByRole('tab').map((t) => t.textContent);
const templates = () => [...screen.getByTestId('rec-add-templates').querySelectorAll<HTMLElement>('[data-template]')].map((el) => el.dataset.template);

describe('Add Recommendation', () => {
  it('has the tabs All plus one per page place, and a place tab lists what fits there', async () => {
    await renderPage(<Harness kind="online" onClose={jest.fn()} />, galleryServices());
    expect(screen.getByText(ADD.recommendationTitle)).toBeTruthy();
    // No checkout tab: this store has no checkout pages (spec 5).
    expect(tabs()).toEqual(['All', 'Home', 'Collection', 'Product', 'Mini-cart', 'Cart', 'Confirmation', 'Account', 'Sitewide', 'Page not found', 'Custom page']);
    expect(templates()).not.toContain('bot-exit-offer');
    expect(templates()).not.toContain('email-best-sellers');
    await click(screen.getByRole('tab', { name: 'Product' }));
    expect(templates()).toEqual(['recently-viewed', 'similar', 'bought-together', 'collection-picks']);
  });

  it('creates on the chosen tab without the page step, and opens the editor', async () => {
    const onClose = jest.fn();
    const services = galleryServices();
    await renderPage(<Harness kind="online" onClose={onClose} />, services);
    await click(screen.getByRole('tab', { name: 'Cart' }));
    await click(within(screen.getByTestId('rec-template-recently-viewed')).getByTestId('rec-template-add'));
    expect(screen.queryByTestId('rec-page-step')).toBeNull();
    expect(services.api.requests.find((r) => r.method === 'POST')!.body).toMatchObject({ recommendation: { kind: 'online', template: 'recently-viewed', place: 'CRT' } });
    expect(services.navigation.navigations.map((n) => n.path)).toEqual(['online/recommend-edit?pl=CRT&id=new-1']);
  });

  it('asks for a page on the All tab; Cancel there closes the dialog too', async () => {
    const onClose = jest.fn();
    const services = galleryServices({ recs: [recDoc({ _id: 'x', template: 'similar' })] });
    await renderPage(<Harness kind="online" onClose={onClose} />, services);
    await click(within(screen.getByTestId('rec-template-best-sellers')).getByTestId('rec-template-add'));
    expect(within(screen.getByTestId('rec-page-step')).getAllByRole('button').map((b) => b.textContent)).toEqual(['Home', 'Collection', 'Sitewide', 'Page not found']);
    await click(screen.getByTestId('rec-page-cancel'));
    expect(onClose).toHaveBeenCalled();
    expect(services.api.requests.some((r) => r.method === 'POST')).toBe(false);
  });
});

describe('Add a Growth Bot', () => {
  it('is full screen and adds hyper-online blocks', async () => {
    const services = galleryServices();
    await renderPage(<Harness kind="hyper-online" onClose={jest.fn()} />, services);
    expect(screen.getByText(ADD.growthBotTitle)).toBeTruthy();
    expect(document.querySelector('.fullScreen [data-testid="rec-add-growth-bot"]')).not.toBeNull();
    expect(templates().slice(0, 4)).toEqual(['bot-free-shipping-bar', 'bot-exit-offer', 'bot-low-stock', 'best-sellers']);
    // Custom pages are for the online kind only.
    expect(templates()).not.toContain('custom-page');
    await click(within(screen.getByTestId('rec-template-bot-low-stock')).getByTestId('rec-template-add'));
    expect(services.api.requests.find((r) => r.method === 'POST')!.body).toMatchObject({ recommendation: { kind: 'hyper-online', template: 'bot-low-stock', place: 'PDP' } });
  });
});
