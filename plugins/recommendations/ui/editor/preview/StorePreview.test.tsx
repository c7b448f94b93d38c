/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import type { DeliveredProduct, PreviewPage, PreviewRecommendation } from 'sdk/sandbox';
import { StorePreview } from './StorePreview';

type Opts = { frame: Window; origin: string; onReady?(page: PreviewPage): void };
const link = { ready: jest.fn(), destroy: jest.fn(), info: null as PreviewPage | null };
let opened: Opts | null = null;
jest.mock('sdk/sandbox', () => ({
  ...jest.requireActual('sdk/sandbox'),
  connectPreviewFrame: (opts: Opts) => {
    opened = opts;
    return link;
  },
}));

const PAGE: PreviewPage = { siteId: 's', place: 'H', path: '/', formFactor: 'desktop' };
const rec = (title: string): PreviewRecommendation => ({
  id: 'r1', external: 'home', place: 'H', status: 'production', qualifiedName: 'x', title,
  widgetOpts: { desktop: { title }, mobile: {} }, css: '', js: '', generatedCss: '', testMode: false,
});

beforeEach(() => {
  jest.useFakeTimers();
  opened = null;
  link.info = null;
  link.destroy.mockReset();
});
afterEach(() => jest.useRealTimers());

describe('StorePreview', () => {
  it('links to the storefront frame by its exact origin, renders once the page says hello, debounces edits, and closes the link on unmount', async () => {
    const agent = { renderRecommendation: jest.fn().mockResolvedValue({ outcome: 'rendered' }) };
    link.ready.mockResolvedValue(agent);
    const onRendered = jest.fn();
    const view = render(<StorePreview url="http://store.test/?vitrine-preview=t" recommendation={rec('A')} formFactor="desktop" onRendered={onRendered} />);
    expect(opened?.origin).toBe('http://store.test');
    expect(view.container.querySelector('iframe')!.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-forms');
    // Nothing is sent before the page is ready.
    expect(agent.renderRecommendation).not.toHaveBeenCalled();
    link.info = PAGE;
    await act(async () => {
      opened!.onReady!(PAGE);
    });
    expect(agent.renderRecommendation).toHaveBeenCalledWith({ recommendation: rec('A'), formFactor: 'desktop', force: true });
    expect(onRendered).toHaveBeenCalledWith({ outcome: 'rendered' });

    // Two quick edits: one render, 500 ms after the last.
    view.rerender(<StorePreview url="http://store.test/?vitrine-preview=t" recommendation={rec('B')} formFactor="desktop" />);
    view.rerender(<StorePreview url="http://store.test/?vitrine-preview=t" recommendation={rec('C')} formFactor="desktop" />);
    await act(async () => {
      jest.advanceTimersByTime(499);
    });
    expect(agent.renderRecommendation).toHaveBeenCalledTimes(1);
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(agent.renderRecommendation).toHaveBeenCalledTimes(2);
    expect(agent.renderRecommendation).toHaveBeenLastCalledWith({ recommendation: rec('C'), formFactor: 'desktop', force: false });

    view.unmount();
    expect(link.destroy).toHaveBeenCalledTimes(1);
  });

  it('fetches the preview sample once, while the page loads, and sends it with every render; an empty one is not sent', async () => {
    const agent = { renderRecommendation: jest.fn().mockResolvedValue({ outcome: 'rendered' }) };
    link.ready.mockResolvedValue(agent);
    const products = [{ id: '1', title: 'Ridgeline Sleeping Bag' }] as DeliveredProduct[];
    const sample = jest.fn().mockResolvedValue(products);
    const url = 'http://store.test/?vitrine-preview=t';
    const view = render(<StorePreview url={url} recommendation={rec('A')} formFactor="desktop" sample={sample} />);
    expect(sample).toHaveBeenCalledTimes(1);
    link.info = PAGE;
    await act(async () => {
      opened!.onReady!(PAGE);
    });
    expect(agent.renderRecommendation).toHaveBeenLastCalledWith({ recommendation: rec('A'), formFactor: 'desktop', force: true, sample: products });
    view.rerender(<StorePreview url={url} recommendation={rec('B')} formFactor="desktop" sample={sample} />);
    await act(async () => {
      jest.advanceTimersByTime(500);
    });
    expect(agent.renderRecommendation).toHaveBeenLastCalledWith({ recommendation: rec('B'), formFactor: 'desktop', force: false, sample: products });
    expect(sample).toHaveBeenCalledTimes(1);
    view.unmount();

    const none = render(<StorePreview url={url} recommendation={rec('C')} formFactor="desktop" sample={jest.fn().mockResolvedValue([])} />);
    await act(async () => {
      opened!.onReady!(PAGE);
    });
    expect(agent.renderRecommendation).toHaveBeenLastCalledWith({ recommendation: rec('C'), formFactor: 'desktop', force: true });
    none.unmount();
  });

  it('goes to the Alternate Preview Path when one is set, renders there, and goes back to the place page when it is cleared', async () => {
    const agent = { renderRecommendation: jest.fn().mockResolvedValue({ outcome: 'rendered' }), navigate: jest.fn().mockResolvedValue(true) };
    link.ready.mockResolvedValue(agent);
    const url = 'http://store.test/?vitrine-preview=t';
    const view = render(<StorePreview url={url} recommendation={rec('A')} formFactor="desktop" path="/pages/ab-test" />);
    link.info = PAGE;
    await act(async () => {
      opened!.onReady!(PAGE);
    });
    expect(agent.navigate).toHaveBeenCalledWith('/pages/ab-test');
    expect(agent.renderRecommendation).not.toHaveBeenCalled();
    // The alternate page says hello: the recommendation renders there.
    const alt = { ...PAGE, path: '/pages/ab-test' };
    link.info = alt;
    await act(async () => {
      opened!.onReady!(alt);
    });
    expect(agent.renderRecommendation).toHaveBeenCalledTimes(1);
    // The merchant browses on: the preview is left where it is.
    const cart = { ...PAGE, place: 'CRT' as const, path: '/cart' };
    link.info = cart;
    await act(async () => {
      opened!.onReady!(cart);
    });
    expect(agent.navigate).toHaveBeenCalledTimes(1);
    // Cleared: back to the place's page, debounced like a render.
    view.rerender(<StorePreview url={url} recommendation={rec('A')} formFactor="desktop" path="" />);
    await act(async () => {
      jest.advanceTimersByTime(500);
    });
    expect(agent.navigate).toHaveBeenLastCalledWith('/');
    view.unmount();
  });
});
