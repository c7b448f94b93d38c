import { defaultWidgetOpts } from './defaults';
import { REC_MESSAGES as M } from './messages';
import { customPagePath, emailColumnsWarning, precheck, splitList, validateRecommendation, type RecLike } from './validate';

const online = (over: Partial<RecLike> = {}): RecLike => ({ _id: 'a'.repeat(24), kind: 'online', status: 'staging', place: 'H', widgetOpts: defaultWidgetOpts('H', 'online'), ...over });

describe('spec 5 field validation', () => {
  it('accepts a default online recommendation', () => {
    expect(validateRecommendation(online())).toEqual([]);
  });

  it('needs a Category unless the place is a collection page', () => {
    expect(validateRecommendation(online(), ['category'])).toEqual([{ field: 'category', message: M.category }]);
    expect(validateRecommendation(online({ place: 'CAT' }), ['category'])).toEqual([]);
    expect(validateRecommendation(online({ category: { id: '42' } }), ['category'])).toEqual([]);
    expect(validateRecommendation(online({ catIds: [] }), ['catIds'])).toEqual([{ field: 'catIds', message: M.category }]);
  });

  it('needs a Max Price when the template does, on each form factor', () => {
    const errors = validateRecommendation(online(), ['maxp']);
    expect(errors).toEqual([
      { field: 'widgetOpts.desktop.maxp', message: M.maxPrice },
      { field: 'widgetOpts.mobile.maxp', message: M.maxPrice },
    ]);
  });

  it('needs a page handle or path on a custom page', () => {
    expect(validateRecommendation(online({ place: 'CUSTOM~faq' }))).toEqual([{ field: 'pageMatcher', message: M.required }]);
    expect(validateRecommendation(online({ place: 'CUSTOM~faq', pageMatcher: { handle: 'faq' } }))).toEqual([]);
  });

  it('needs a Location on enabled form factors that are not popups', () => {
    const widgetOpts = defaultWidgetOpts('H', 'online');
    widgetOpts.desktop.location = ' ';
    widgetOpts.mobile.location = '';
    widgetOpts.mobile.showInPopup = true;
    expect(validateRecommendation(online({ widgetOpts }))).toEqual([{ field: 'widgetOpts.desktop.location', message: M.location }]);
    widgetOpts.desktop.disabled = true;
    expect(validateRecommendation(online({ widgetOpts }))).toEqual([]);
  });

  it('needs the Hashed Email Variable unless a provider is chosen on an initial one', () => {
    const email = (status: string, providerCode: string, providerHash = ''): RecLike => {
      const widgetOpts = defaultWidgetOpts('EMAIL', 'email');
      Object.assign(widgetOpts.desktop, { providerCode, providerHash });
      return { kind: 'email', status, place: 'EMAIL', widgetOpts };
    };
    const missing = [{ field: 'widgetOpts.desktop.providerHash', message: M.hashedEmail }];
    expect(validateRecommendation(email('initial', ''))).toEqual(missing);
    expect(validateRecommendation(email('initial', 'klaviyo'))).toEqual([]);
    expect(validateRecommendation(email('staging', 'klaviyo'))).toEqual(missing);
    expect(validateRecommendation(email('staging', '', '{{ email_hash }}'))).toEqual([]);
  });

  it('warns (only) when email column counts differ', () => {
    const widgetOpts = defaultWidgetOpts('EMAIL', 'email');
    expect(emailColumnsWarning({ kind: 'email', widgetOpts })).toBeNull();
    widgetOpts.mobile.tableCols = 2;
    expect(emailColumnsWarning({ kind: 'email', widgetOpts })).toBe(M.emailColumnsWarning);
  });
});

describe('lists and paths', () => {
  it('splits on commas and newlines, trims, drops empties, and makes an empty list null', () => {
    expect(splitList(' a, b\n\nc ,\r\n d ')).toEqual(['a', 'b', 'c', 'd']);
    expect(splitList(' , \n ')).toBeNull();
    expect(splitList('')).toBeNull();
    expect(splitList(undefined)).toBeNull();
  });

  it('turns a handle into /pages/{handle} unless it begins with /', () => {
    expect(customPagePath({ handle: 'faq' })).toBe('/pages/faq');
    expect(customPagePath({ handle: '/blogs/news' })).toBe('/blogs/news');
    expect(customPagePath({ handle: 'faq', path: '/x' })).toBe('/x');
    expect(customPagePath({})).toBe('/pages/page-matching-missing');
  });
});

describe('pre-checks before Preview and Go Live', () => {
  it('reports the first problem in the spec order', () => {
    expect(precheck(null)).toBe(M.noRecommendation);
    expect(precheck(online(), { dirty: true })).toBe(M.unsavedChanges);
    expect(precheck(online({ _id: undefined }))).toBe(M.saveFirst);
    expect(precheck(online({ status: 'initial' }))).toBe(M.notYetSaved);
    expect(precheck(online())).toBeNull();
  });

  it('names the devices without a location and refuses when none is enabled', () => {
    const widgetOpts = defaultWidgetOpts('H', 'online');
    widgetOpts.desktop.location = '';
    widgetOpts.mobile.location = '';
    expect(precheck(online({ widgetOpts }))).toBe('No location was provided for Desktop and Mobile. Please provide a location.');
    widgetOpts.desktop.location = 'main';
    expect(precheck(online({ widgetOpts }))).toBe('No location was provided for Mobile. Please provide a location.');
    widgetOpts.desktop.disabled = true;
    widgetOpts.mobile.disabled = true;
    expect(precheck(online({ widgetOpts }))).toBe(M.noDevices);
    expect(precheck(online({ widgetOpts, kind: 'email' }))).toBeNull();
    expect(precheck(online({ widgetOpts, kind: 'hyper-online' }))).toBeNull();
  });
});
