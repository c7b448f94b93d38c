/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { DeliveredProduct, PreviewPage, PreviewRecommendation } from 'sdk/sandbox';
import { StorePreview } from './StorePreview';

type Opts = { frame: Window; origin: string; onReady?(page: PreviewPage): void; onError?(error: Error): void };
const link = { ready: jest.fn(), destroy: jest.fn(), info: null as PreviewPage | null };
let opened: Opts | null = null;
let links = 0;
jest.mock('sdk/sandbox', () => ({
  ...jest.requireActual('sdk/sandbox'),
  connectPreviewFrame: (opts: Opts) => {
    opened = opts;
    links++;
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

  it('draws the desktop page 1280 px wide scaled down to fit, the phone at 375 px, and names the form factor to the page', () => {
    const rect = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 516, height: 700 } as DOMRect);
    const url = 'http://store.test/products/a?vitrine-preview=t';
    const view = render(<StorePreview url={url} recommendation={rec('A')} formFactor="desktop" />);
    const frame = view.container.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe('http://store.test/products/a?vitrine-preview=t&vitrine-ff=desktop');
    expect(frame.style.width).toBe('1280px');
    expect(frame.style.transform).toBe(`scale(${516 / 1280})`);
    expect(parseFloat(frame.style.height)).toBeCloseTo(700 / (516 / 1280));
    // Switching to mobile re-lays the same page (the agent is told): no reload.
    view.rerender(<StorePreview url={url} recommendation={rec('A')} formFactor="mobile" />);
    expect(frame.getAttribute('src')).toContain('vitrine-ff=desktop');
    expect(frame.style.width).toBe('375px');
    expect(frame.style.transform).toBe('');
    expect(frame.style.left).toBe(`${(516 - 375) / 2}px`);
    view.unmount();
    rect.mockRestore();
  });

  it('says it cannot show a page that loaded but never linked, in words, and Retry makes a new frame and link', async () => {
    link.ready.mockResolvedValue({ renderRecommendation: jest.fn().mockResolvedValue({ outcome: 'rendered' }) });
    const view = render(<StorePreview url="http://store.test/?vitrine-preview=t" recommendation={rec('A')} formFactor="desktop" />);
    const first = view.container.querySelector('iframe')!;
    fireEvent.load(first);
    await act(async () => {
      jest.advanceTimersByTime(10_000);
    });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Unable to show preview');
    expect(alert.textContent).toContain('The store page did not connect to the editor.');
    expect(alert.textContent).not.toMatch(/\d+ ms/);
    const before = links;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(view.container.querySelector('iframe')).not.toBe(first);
    expect(links).toBe(before + 1);
    // A link timing out says the same, not penpal's text.
    await act(async () => {
      opened!.onError!(Object.assign(new Error('The frame did not connect within 60000 ms.'), { code: 'CONNECTION_TIMEOUT' }));
    });
    expect(screen.getByRole('alert').textContent).not.toContain('60000');
    view.unmount();
  });

  it('does not complain about a page that linked before its load event', async () => {
    link.ready.mockResolvedValue({ renderRecommendation: jest.fn().mockResolvedValue({ outcome: 'rendered' }) });
    const view = render(<StorePreview url="http://store.test/?vitrine-preview=t" recommendation={rec('A')} formFactor="desktop" />);
    link.info = PAGE;
    await act(async () => {
      opened!.onReady!(PAGE);
    });
    fireEvent.load(view.container.querySelector('iframe')!);
    await act(async () => {
      jest.advanceTimersByTime(20_000);
    });
    expect(screen.queryByRole('alert')).toBeNull();
    view.unmount();
  });
});
