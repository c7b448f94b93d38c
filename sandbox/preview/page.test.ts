/** @jest-environment jsdom */
import { formFactor, loadedHref, readPageContext } from './page';

const script = (attrs: string) => {
  const holder = document.createElement('div');
  holder.innerHTML = `<script ${attrs}></script>`;
  return holder.firstElementChild as HTMLScriptElement;
};

beforeEach(() => {
  sessionStorage.clear();
  document.head.innerHTML = '<meta name="vitrine-place" content="PDP"><meta name="vitrine-product" content="81"><meta name="vitrine-cart" content="1, 2">';
  document.body.dataset.vitrineShop = 'site-1';
});

describe('reading the storefront page', () => {
  it('takes place, ids, site and the API origin from the page and the tag', () => {
    const ctx = readPageContext(document, script('src="https://cdn.x/tag.js" data-api="https://api.x"'), 'https://shop.x/products/a', sessionStorage);
    expect(ctx).toEqual({ siteId: 'site-1', apiOrigin: 'https://api.x', place: 'PDP', productId: '81', collectionId: undefined, cartIds: ['1', '2'], previewToken: undefined, qa: false });
  });

  it('falls back to the script origin, and to NA without a place', () => {
    document.head.innerHTML = '';
    const ctx = readPageContext(document, script('src="https://api.y/storefront/tag.js"'), 'https://shop.x/', sessionStorage)!;
    expect(ctx.apiOrigin).toBe('https://api.y');
    expect(ctx.place).toBe('NA');
  });

  it('is null on a page without a site id', () => {
    delete document.body.dataset.vitrineShop;
    expect(readPageContext(document, null, 'https://shop.x/', sessionStorage)).toBeNull();
  });

  it('marks preview pages and QA sessions (?vitrine-qa=1, kept for the session) as qa', () => {
    expect(readPageContext(document, null, 'https://shop.x/?vitrine-preview=tok', sessionStorage)).toMatchObject({ previewToken: 'tok', qa: true });
    expect(readPageContext(document, null, 'https://shop.x/', sessionStorage)!.qa).toBe(false);
    expect(readPageContext(document, null, 'https://shop.x/?vitrine-qa=1', sessionStorage)!.qa).toBe(true);
    expect(readPageContext(document, null, 'https://shop.x/cart', sessionStorage)!.qa).toBe(true);
    expect(readPageContext(document, null, 'https://shop.x/?vitrine-qa=0', sessionStorage)!.qa).toBe(false);
  });

  it('takes the previewed form factor from ?vitrine-ff= beside a preview token only', () => {
    expect(readPageContext(document, null, 'https://shop.x/?vitrine-preview=tok&vitrine-ff=desktop', sessionStorage)!.previewFormFactor).toBe('desktop');
    expect(readPageContext(document, null, 'https://shop.x/?vitrine-ff=desktop', sessionStorage)!.previewFormFactor).toBeUndefined();
    expect(readPageContext(document, null, 'https://shop.x/?vitrine-preview=tok&vitrine-ff=tv', sessionStorage)!.previewFormFactor).toBeUndefined();
  });

  it('reads the address the page was loaded with, not one a theme script rewrote since', () => {
    const win = (entries: Array<{ name: string }>, href: string) =>
      ({ location: new URL(href), performance: { getEntriesByType: () => entries } }) as unknown as Window;
    const loaded = 'https://shop.x/products/a?vitrine-preview=tok&shop=s';
    expect(loadedHref(win([{ name: loaded }], 'https://shop.x/products/a?variant=2'))).toBe(loaded);
    expect(loadedHref(win([], 'https://shop.x/products/a?variant=2'))).toBe('https://shop.x/products/a?variant=2');
  });

  it('is mobile below 768 px', () => {
    const win = (innerWidth: number, userAgent = 'Mozilla/5.0 (X11; Linux x86_64)') => ({ innerWidth, navigator: { userAgent } }) as unknown as Window;
    expect(formFactor(win(767))).toBe('mobile');
    expect(formFactor(win(768))).toBe('desktop');
    expect(formFactor(win(900, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile/15E148'))).toBe('mobile');
  });
});
