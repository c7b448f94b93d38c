import { HttpError } from '../lib/errors';
import { defaultWidgetOpts } from '../../sdk/sandbox/delivery';
import { checkEditable, readCreate } from './input';
import { readCount, readEndpoints } from './lifecycle';
import { checkSettings, withDerived } from './site-settings';

const message = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).statusCode).toBe(400);
    return (err as HttpError).message;
  }
  throw new Error('expected a 400');
};

describe('reading a new recommendation', () => {
  it('accepts every widget option the runtime has a default for (the editor saves them back whole)', () => {
    for (const place of ['H', 'PDP', 'CO', 'CNF'] as const) {
      expect(() => checkEditable({ widgetOpts: { desktop: defaultWidgetOpts('desktop', place), mobile: defaultWidgetOpts('mobile', place) } })).not.toThrow();
    }
    expect(message(() => checkEditable({ widgetOpts: { desktop: { gap: '1px}body{' } } }))).toContain('Gap Between Products (Desktop)');
  });

  it("takes the email card variant in its one form, 'v1' or 'v2', and refuses the old numbers", () => {
    expect(() => checkEditable({ widgetOpts: { desktop: { emailCardVariant: 'v2' }, mobile: { emailCardVariant: 'v1' } } })).not.toThrow();
    for (const old of [1, 2, '2']) {
      expect(message(() => checkEditable({ widgetOpts: { desktop: { emailCardVariant: old } } }))).toMatch(/Card Variant \(Desktop\).*one of v1, v2/);
    }
  });

  it('takes the editable and create-only fields', () => {
    expect(readCreate({ kind: 'email', template: 'email-best-sellers', name: 'N', external: 'abc-123' })).toEqual({
      kind: 'email',
      template: 'email-best-sellers',
      external: 'abc-123',
      editor: undefined,
      fields: { name: 'N' },
    });
    expect(readCreate({}).kind).toBe('online');
  });

  it('refuses what the server keeps, unknown fields and bad values by name', () => {
    expect(message(() => readCreate({ status: 'production' }))).toBe('status is read-only: use the lifecycle calls to change it');
    expect(message(() => readCreate({ _id: 'x' }))).toMatch(/_id is read-only/);
    expect(message(() => readCreate({ nope: 1 }))).toBe('Unknown field: nope');
    expect(message(() => readCreate({ widgetOpts: { desktop: { listCols: 3 }, mobile: { listCols: 3 } } }))).toBe('Columns (Mobile) must be a whole number from 1 to 2');
    expect(message(() => readCreate({ widgetOpts: { desktop: { style: { title: { 'font-size': 'x{' } } } } }))).toBe('Styles (Desktop) must be a CSS value without { } ; < > or \\');
    expect(message(() => readCreate({ editor: 'someone' }))).toBe('editor must be one of shopify, vitrine');
    expect(message(() => readCreate({ template: 'nope' }))).toBe('Unknown template: nope');
    expect(message(() => readCreate({ qualifiedName: 'telepathy' }))).toBe('Unknown recipe or template: telepathy');
    expect(message(() => readCreate({ place: 'CUSTOM~Bad Handle' }))).toMatch(/Placement must be a page place/);
    expect(message(() => readCreate({ js: 'a\u0000' }))).toBe('JavaScript must not contain NUL characters');
    expect(message(() => readCreate(null))).toBe('missing recommendation');
  });

  it('names a field as the editor does, never by its path, and keeps the path for API clients (issue 32 #12)', () => {
    let caught: unknown;
    try {
      readCreate({ widgetOpts: { desktop: { title: 't'.repeat(10_000) } } });
    } catch (error) {
      caught = error;
    }
    expect(caught).toMatchObject({ statusCode: 400, message: 'Title Text (Desktop) must be at most 1000 characters', extra: { field: 'widgetOpts.desktop.title' } });
  });

  it('keeps button labels short enough for the storefront buttons (issue 32 #18)', () => {
    expect(message(() => readCreate({ widgetOpts: { desktop: { addToCartTitle: 'B'.repeat(300) } } }))).toBe('Add To Cart Title (Desktop) must be at most 40 characters');
    expect(message(() => readCreate({ widgetOpts: { mobile: { viewProductTitle: 'V'.repeat(41) } } }))).toBe('View Product Title (Mobile) must be at most 40 characters');
    expect(readCreate({ widgetOpts: { desktop: { addToCartTitle: 'B'.repeat(40) } } }).fields).toEqual({ widgetOpts: { desktop: { addToCartTitle: 'B'.repeat(40) } } });
  });
});

describe('lifecycle parameters', () => {
  it('reads endpoints as a comma list of recipes and productionCount as a count', () => {
    expect(readEndpoints('similar, trending')).toEqual(['similar', 'trending']);
    expect(readEndpoints(undefined)).toEqual([]);
    expect(message(() => readEndpoints('similar,evil'))).toMatch(/endpoints/);
    expect(readCount('3')).toBe(3);
    expect(message(() => readCount('-1'))).toMatch(/productionCount/);
  });
});

describe('site settings document', () => {
  it('derives the four ...Array fields, null when empty', () => {
    expect(withDerived({ excludeItems: '1, 2\n3', excludeCollections: ' ', includeTags: 'a' })).toMatchObject({
      excludeItemsArray: ['1', '2', '3'],
      excludeCollectionsArray: null,
      excludeTagsArray: null,
      includeTagsArray: ['a'],
    });
  });

  it('checks types and refuses derived and unknown fields', () => {
    expect(() => checkSettings({ themeCss: 'min', recDefaults: { preferredCardType: 'native' } }, { patch: false })).not.toThrow();
    expect(message(() => checkSettings({ includeTagsArray: [] }, { patch: true }))).toMatch(/read-only/);
    expect(message(() => checkSettings({ recDefaults: { preferredCardType: 'fancy' } }, { patch: true }))).toMatch(/preferredCardType/);
    expect(message(() => checkSettings({ global: { title: 'no placeholder' } }, { patch: true }))).toMatch(/\{titleText\}/);
    expect(message(() => checkSettings({ themeVersion: 'two' }, { patch: true }))).toMatch(/themeVersion/);
  });
});
