import { defaultWidgetOpts, deliveryEventsUrl, deliveryRecsUrl, resolveWidgetOpts, scopeClass } from './delivery';

describe('the delivery URLs', () => {
  it('puts the query in the recs URL, lists comma-joined and empty values left out', () => {
    const url = deliveryRecsUrl('https://api.example/', 'site 1', { place: 'CUSTOM~spring sale', product: '81', cart: ['1', '2'], viewed: [], ff: 'mobile', preview: undefined });
    expect(url).toBe('https://api.example/delivery/v1/site%201/recs?place=CUSTOM%7Espring+sale&product=81&cart=1%2C2&ff=mobile');
  });

  it('sends QA as qa=1 and leaves it out otherwise (since 1.12.0)', () => {
    expect(deliveryRecsUrl('https://api.example', 's', { place: 'H', ff: 'desktop', visitor: 'v', qa: true })).toBe('https://api.example/delivery/v1/s/recs?place=H&ff=desktop&visitor=v&qa=1');
    expect(deliveryRecsUrl('https://api.example', 's', { place: 'H', ff: 'desktop', qa: false })).toBe('https://api.example/delivery/v1/s/recs?place=H&ff=desktop');
  });

  it('builds the events URL without a double slash', () => {
    expect(deliveryEventsUrl('http://127.0.0.1:9/', 's1')).toBe('http://127.0.0.1:9/delivery/v1/s1/events');
  });
});

describe('widget option defaults (spec 9)', () => {
  it('is a 4-per-view slider of 200 px products on desktop and a 2 by 2 grid on mobile', () => {
    expect(defaultWidgetOpts('desktop')).toMatchObject({ widget: 'slider', productsPerView: 4, productWidth: '200px', location: 'footer', addToCartRedirect: 'cart' });
    expect(defaultWidgetOpts('mobile')).toMatchObject({ widget: 'grid', gridCols: 2, gridRows: 2 });
  });

  it('has spec 9 mobile layouts and one set of merchant-facing texts', () => {
    expect(defaultWidgetOpts('mobile')).toMatchObject({ productsPerView: 1.5, listCols: 1, listRows: 2, tableCols: 1, tableRows: 4 });
    expect(defaultWidgetOpts('desktop')).toMatchObject({ listCols: 1, listRows: 4, tableCols: 4, tableRows: 1, navShow: 'more', title: '' });
    expect(defaultWidgetOpts('desktop')).toMatchObject({ showProductAddToCart: false, addToCartTitle: 'Add To Cart' });
  });

  it('makes checkout and confirmation products 140 px wide', () => {
    expect(defaultWidgetOpts('desktop', 'CNF')).toMatchObject({ productsPerView: 0, productWidth: '140px' });
    expect(defaultWidgetOpts('mobile', 'CO').productWidth).toBe('140px');
  });

  it('lays stored fields over the defaults, ignoring null and undefined', () => {
    const opts = resolveWidgetOpts({ widget: 'list', title: undefined, imgRatio: null as unknown as string, listRows: 2 }, 'desktop');
    expect(opts).toMatchObject({ widget: 'list', title: '', imgRatio: '1:1', listRows: 2 });
  });

  it('derives insert from the Insert Above checkbox unless insert is given', () => {
    expect(resolveWidgetOpts({}, 'desktop').insert).toBe('before');
    expect(resolveWidgetOpts({ insertBefore: false }, 'desktop').insert).toBe('append');
    expect(resolveWidgetOpts({ insertBefore: true, insert: 'after' }, 'desktop')).toMatchObject({ insert: 'after', insertBefore: false });
  });

  it('does not share the style object between calls', () => {
    const a = defaultWidgetOpts('desktop');
    a.style.title = { color: 'red' };
    expect(defaultWidgetOpts('desktop').style).toEqual({});
  });
});

describe('scopeClass', () => {
  it('keeps class-safe characters only', () => {
    expect(scopeClass('abc-1_2')).toBe('vitrine-r-abc-1_2');
    expect(scopeClass('a.b c')).toBe('vitrine-r-a_b_c');
  });
});
