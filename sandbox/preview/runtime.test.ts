/** @jest-environment jsdom */
import { payload, recommendation } from './fixtures';
import type { PageContext } from './page';
import { renderPayload } from './runtime';

const ctx = (o: Partial<PageContext> = {}): PageContext => ({ siteId: 'site-1', apiOrigin: 'https://api.x', place: 'PDP', qa: false, ...o });

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

describe('rendering a payload', () => {
  it('shows live recommendations only, unless previewing', () => {
    const recs = [recommendation('live', { location: '#main', insertBefore: false }), recommendation('draft', { location: '#main', insertBefore: false }, {}, { status: 'staging' })];
    renderPayload(payload(recs), ctx(), 'desktop');
    expect([...document.querySelectorAll('[data-vitrine-rec]')].map((el) => el.getAttribute('data-vitrine-rec'))).toEqual(['live']);
    document.body.innerHTML = '<main id="main"></main>';
    renderPayload(payload(recs), ctx({ previewToken: 't' }), 'desktop');
    expect(document.querySelectorAll('[data-vitrine-rec]')).toHaveLength(2);
  });

  it('layers styles in order: base, global generated, global, then each recommendation', () => {
    const rec = recommendation('a1', { style: { title: { color: 'red' } } }, {}, { generatedCss: '.g{}', css: '.c{}' });
    renderPayload(payload([rec], { generatedCss: '.gg{}', css: '.gc{}' }), ctx(), 'desktop');
    const keys = [...document.head.querySelectorAll('style')].map((s) => s.dataset.vitrineStyle);
    expect(keys).toEqual(['base', 'global-generated', 'global', 'rec:vitrine-r-a1']);
    expect(document.head.querySelector('style[data-vitrine-style="rec:vitrine-r-a1"]')!.textContent).toBe('.vitrine-r-a1 .vitrine-title{color:red}\n.g{}\n.c:where(.vitrine-r-a1, .vitrine-r-a1 *){}');
  });

  it('a merchant JS error leaves the page and the other widgets working', () => {
    const recs = [
      recommendation('bad', { location: '#main', insertBefore: false }, {}, { js: "throw new Error('merchant bug')" }),
      recommendation('good', { location: '#main', insertBefore: false }, {}, { js: "this.dataset.ok = 'yes'" }),
    ];
    renderPayload(payload(recs, { js: 'undefinedFunction()' }), ctx(), 'desktop');
    expect(document.querySelectorAll('[data-vitrine-rec]')).toHaveLength(2);
    expect(document.querySelector<HTMLElement>('[data-vitrine-rec="good"]')!.dataset.ok).toBe('yes');
    expect(errors).toHaveBeenCalledTimes(2);
  });

  it('re-renders for the other form factor in the same slot, and frees the slot where disabled', () => {
    const rec = recommendation('r', { location: '#main', insertBefore: false }, { location: '#main', insertBefore: false, disabled: true });
    renderPayload(payload([rec]), ctx(), 'desktop');
    expect(document.querySelector('.vitrine-slider')).not.toBeNull();
    renderPayload(payload([rec]), ctx(), 'mobile', { runGlobalJs: false });
    expect(document.querySelector('[data-vitrine-slot]')).toBeNull();
  });

  it('reports a location that is not found', () => {
    const results = renderPayload(payload([recommendation('r', { location: '#missing' })]), ctx(), 'desktop');
    expect(results.get('slot-r')).toBe('location-not-found');
  });
});
