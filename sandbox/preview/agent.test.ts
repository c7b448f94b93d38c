/** @jest-environment jsdom */
import { coveredTop, createPreviewAgent, HIGHLIGHT_CLASS } from './agent';
import { payload, product, recommendation } from './fixtures';
import type { PageContext } from './page';

const ctx: PageContext = { siteId: 'site-1', apiOrigin: 'https://api.x', place: 'H', qa: true, previewToken: 't' };

let errors: jest.SpyInstance;
beforeAll(() => {
  window.requestAnimationFrame = (cb) => setTimeout(cb, 0) as unknown as number;
});
beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '<main id="main"></main><footer id="footer">f</footer>';
  errors = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => errors.mockRestore());

const edited = (title: string, location = '#main', more = {}) => {
  const { products: _products, ...rec } = recommendation('r1', { location, insertBefore: false, title, ...more }, {}, { place: 'H', status: 'staging' });
  return rec;
};

function agent(now = () => Date.now()) {
  return createPreviewAgent({ ctx, payload: payload([recommendation('r1', {}, {}, { products: [product(1), product(2)] })]), formFactor: () => 'desktop', now });
}

describe('the store preview agent', () => {
  it('renders the edited recommendation with the delivery products, scrolls to it and highlights it', async () => {
    const a = agent();
    await expect(a.renderRecommendation({ recommendation: edited('Picked for you') })).resolves.toEqual({ outcome: 'rendered' });
    const slot = document.querySelector('#main [data-vitrine-slot]')!;
    expect(slot.textContent).toContain('Picked for you');
    expect(slot.querySelectorAll('[data-vitrine-product], .vitrine-product').length).toBeGreaterThan(0);
    expect(slot.classList.contains(HIGHLIGHT_CLASS)).toBe(true);
  });

  it('renders a new recommendation with the host’s preview sample, not the delivery products', async () => {
    const a = agent();
    const sample = [product(50, { title: 'Sample Classic Tee 1' }), product(51, { title: 'Sample Canvas Tote 2' })];
    await expect(a.renderRecommendation({ recommendation: { ...edited('New one'), status: 'initial' }, sample })).resolves.toEqual({ outcome: 'rendered' });
    const titles = [...document.querySelectorAll('#main .vitrine-product-title')].map((el) => el.textContent);
    expect(titles).toEqual(['Sample Classic Tee 1', 'Sample Canvas Tote 2']);
  });

  it('scrolls a widget to just below the page’s sticky header, and centres it when there is none', async () => {
    const header = document.createElement('header');
    header.style.position = 'sticky';
    header.style.top = '0';
    document.body.prepend(header);
    header.getBoundingClientRect = () => ({ top: 40, bottom: 190, height: 150 }) as DOMRect;
    const scrolled: ScrollIntoViewOptions[] = [];
    Element.prototype.scrollIntoView = function (this: Element, opts?: boolean | ScrollIntoViewOptions) {
      scrolled.push(opts as ScrollIntoViewOptions);
    };
    const at = (el: Element) => () => [el];
    document.elementsFromPoint = at(header);
    expect(coveredTop(document, window)).toBe(150);
    const a = agent();
    await a.renderRecommendation({ recommendation: edited('Below the header') });
    expect(scrolled.at(-1)).toMatchObject({ block: 'start' });
    expect((document.querySelector('[data-vitrine-slot]') as HTMLElement).style.scrollMarginTop).toBe('158px');
    document.elementsFromPoint = at(document.querySelector('main')!);
    header.style.position = 'static';
    expect(coveredTop(document, window)).toBe(0);
    a.scrollTo('r1');
    expect(scrolled.at(-1)).toMatchObject({ block: 'center' });
    // A sticky element covering most of the screen is an overlay, not a header.
    header.style.position = 'fixed';
    header.getBoundingClientRect = () => ({ top: 0, bottom: window.innerHeight, height: window.innerHeight }) as DOMRect;
    document.elementsFromPoint = at(header);
    expect(coveredTop(document, window)).toBe(0);
    // jsdom has neither: the other stories run without them, as before.
    delete (document as Partial<Document>).elementsFromPoint;
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('re-renders in place on a change, and skips an identical repeat within 3 s unless forced', async () => {
    let t = 1000;
    const a = agent(() => t);
    await a.renderRecommendation({ recommendation: edited('One') });
    await expect(a.renderRecommendation({ recommendation: edited('One') })).resolves.toEqual({ outcome: 'unchanged' });
    await expect(a.renderRecommendation({ recommendation: edited('One'), force: true })).resolves.toEqual({ outcome: 'rendered' });
    await a.renderRecommendation({ recommendation: edited('Two') });
    expect(document.querySelectorAll('[data-vitrine-slot]')).toHaveLength(1);
    expect(document.body.textContent).toContain('Two');
    t += 3001;
    await expect(a.renderRecommendation({ recommendation: edited('Two') })).resolves.toEqual({ outcome: 'rendered' });
  });

  it('answers location not found when the selector matches nothing, and disabled / other page', async () => {
    const a = agent();
    await expect(a.renderRecommendation({ recommendation: edited('X', '#nowhere') })).resolves.toEqual({ outcome: 'location-not-found', location: '#nowhere' });
    await expect(a.renderRecommendation({ recommendation: edited('X', '#main', { disabled: true }) })).resolves.toEqual({ outcome: 'disabled' });
    await expect(a.renderRecommendation({ recommendation: { ...edited('X'), place: 'PDP' } })).resolves.toEqual({ outcome: 'other-page', place: 'PDP' });
  });

  it('clears, applies CSS without re-rendering, and waits for stable', async () => {
    const a = agent();
    await a.renderRecommendation({ recommendation: edited('Keep') });
    const widget = document.querySelector('[data-vitrine-slot] > *');
    expect(a.applyCss('r1', { css: '.x{color:red}' })).toBe(true);
    expect(document.querySelector('[data-vitrine-slot] > *')).toBe(widget);
    // The merchant's CSS reaches this widget only (render/scope-css.ts).
    expect([...document.querySelectorAll('style')].some((s) => s.textContent?.includes('.x:where(.vitrine-r-r1, .vitrine-r-r1 *){color:red}'))).toBe(true);
    await expect(a.waitForStable(1000)).resolves.toBe(true);
    a.clear('r1');
    expect(document.querySelector('[data-vitrine-slot]')).toBeNull();
    expect(a.applyCss('r1', { css: '' })).toBe(false);
  });

  it('keeps the preview token on same-origin links and refuses to navigate off the shop', () => {
    window.history.replaceState(null, '', '/?vitrine-preview=tok&shop=demo');
    document.body.innerHTML = '<a href="/checkout">c</a><a href="https://elsewhere.example/">x</a>';
    const a = agent();
    expect(a.rewriteUrlsOnCheckout()).toBe(1);
    expect(document.querySelector('a')!.getAttribute('href')).toBe('/checkout?vitrine-preview=tok&shop=demo&vitrine-ff=desktop');
    expect(a.navigate('//evil.example/')).toBe(false);
    expect(a.navigate('https://evil.example/')).toBe(false);
  });

  it('keeps the parameters the page was loaded with after the theme rewrote the address', () => {
    // A variant picker's history.replaceState(null, '', '?variant=2') dropped them all.
    window.history.replaceState(null, '', '/products/a?variant=2');
    document.body.innerHTML = '<a href="/cart">c</a>';
    const a = createPreviewAgent({ ctx, payload: payload([]), formFactor: () => 'mobile', loadedHref: 'http://localhost/products/a?vitrine-preview=tok&vitrine-rec=r1&shop=demo' });
    a.rewriteUrlsOnCheckout();
    expect(document.querySelector('a')!.getAttribute('href')).toBe('/cart?vitrine-preview=tok&shop=demo&vitrine-rec=r1&vitrine-ff=mobile');
  });

  it("asks the tag to draw the page's widgets in the form factor the editor previews", async () => {
    let ff: 'desktop' | 'mobile' = 'mobile';
    const setFormFactor = jest.fn((next: 'desktop' | 'mobile') => (ff = next));
    const a = createPreviewAgent({ ctx, payload: payload([recommendation('r1', {}, {}, { products: [product(1)] })]), formFactor: () => ff, setFormFactor });
    await a.renderRecommendation({ recommendation: edited('Desktop one'), formFactor: 'desktop' });
    expect(setFormFactor).toHaveBeenCalledWith('desktop');
    await a.renderRecommendation({ recommendation: edited('Desktop two'), formFactor: 'desktop', force: true });
    expect(setFormFactor).toHaveBeenCalledTimes(1);
  });
});
