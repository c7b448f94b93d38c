/** @jest-environment jsdom */
import { buildEmailHtml, type EmailHtmlRec } from './email-html';
import { EMAIL_SLOT_PATH } from './email-links';

const ORIGIN = 'https://console.example';
const SITE = 'b'.repeat(24);
const rec = (desktop: Record<string, unknown> = {}, mobile: Record<string, unknown> = {}, extra: Partial<EmailHtmlRec> = {}): EmailHtmlRec => ({
  id: 'a'.repeat(24),
  qualifiedName: 'best-sellers',
  widgetOpts: { desktop: { providerHash: '{{ email|hash_sha256 }}', ...desktop }, mobile },
  ...extra,
});
const parse = (html: string) => {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
};

describe('the copied email HTML', () => {
  it('has one image inside one link per slot of the grid, every parameter in each URL', () => {
    const root = parse(buildEmailHtml({ origin: ORIGIN, siteId: SITE, rec: rec({ tableCols: 3, tableRows: 2, category: { id: 'gid://shopify/Collection/77', title: 'Tea' } }), mode: 'production' }));
    const links = [...root.querySelectorAll('a.vtr-link')] as HTMLAnchorElement[];
    expect(links).toHaveLength(6);
    expect(root.querySelectorAll('tr')).toHaveLength(2);
    links.forEach((a, slot) => {
      const img = a.querySelector('img')!;
      expect(a.querySelectorAll('img')).toHaveLength(1);
      for (const [el, type] of [[img.getAttribute('src')!, 'image'], [a.getAttribute('href')!, 'link']] as const) {
        const url = new URL(el);
        expect(url.origin + url.pathname).toBe(ORIGIN + EMAIL_SLOT_PATH);
        expect(Object.fromEntries(url.searchParams)).toEqual({
          site_id: SITE,
          rec_id: 'a'.repeat(24),
          qualified_name: 'best-sellers',
          type,
          slot_no: String(slot),
          hash: '{{ email|hash_sha256 }}',
          cat_ids: JSON.stringify(['gid://shopify/Collection/77']),
        });
      }
    });
  });

  it('leaves the provider merge tag unencoded, so the provider can fill it in', () => {
    const html = buildEmailHtml({ origin: ORIGIN, siteId: SITE, rec: rec(), mode: 'production' });
    expect(html).toContain('hash={{ email|hash_sha256 }}');
    const unhashed = buildEmailHtml({ origin: ORIGIN, siteId: SITE, rec: rec({ providerHash: '[[contact.email]]', providerIsUnhashed: true }), mode: 'production' });
    expect(unhashed).toContain('email=[[contact.email]]');
    expect(unhashed).not.toContain('hash=');
  });

  it('lists the product ids of a product-list template and marks previews', () => {
    const root = parse(buildEmailHtml({ origin: ORIGIN, siteId: SITE, rec: rec({ tableCols: 2, productIds: '101, 102\n103' }, {}, { qualifiedName: 'manual' }), mode: 'preview' }));
    const url = new URL(root.querySelector('img')!.getAttribute('src')!);
    expect(url.searchParams.get('items')).toBe('["101","102","103"]');
    expect(url.searchParams.get('preview')).toBe('true');
    const load = parse(buildEmailHtml({ origin: ORIGIN, siteId: SITE, rec: rec(), mode: 'load' }));
    expect(new URL(load.querySelector('img')!.src).searchParams.get('preview')).toBe('load');
  });

  it('defaults to 4 by 1, shows the title escaped, and stacks to the mobile columns', () => {
    const html = buildEmailHtml({ origin: ORIGIN, siteId: SITE, rec: rec({ title: 'Picks <for> you', showTitle: true }, { tableCols: 2 }), mode: 'production' });
    const root = parse(html);
    expect(root.querySelectorAll('img')).toHaveLength(4);
    expect(root.querySelector('h2')!.textContent).toBe('Picks <for> you');
    expect(html).toContain('@media only screen and (max-width:480px)');
    expect(html).toContain('width:50.000% !important');
    const same = buildEmailHtml({ origin: ORIGIN, siteId: SITE, rec: rec({}, { tableCols: 'same' }), mode: 'production' });
    expect(same).not.toContain('@media');
  });

  it('keeps the merchant CSS inside its style element', () => {
    const html = buildEmailHtml({ origin: ORIGIN, siteId: SITE, rec: rec({}, {}, { css: '.vtr-title{color:red}</style><script>x</script>' }), mode: 'production' });
    expect(parse(html).querySelectorAll('script')).toHaveLength(0);
    expect(html).toContain('.vtr-title{color:red}');
  });
});
