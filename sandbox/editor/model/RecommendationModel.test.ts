import { recommendationFromDocument } from './RecommendationModel';

const doc = {
  _id: 'a'.repeat(24), __v: 3, external: 'home', kind: 'online', status: 'production', place: 'H', qualifiedName: 'popular',
  css: '', js: '', generatedCss: '', testMode: false, template: 'x', created: 'then',
  widgetOpts: { desktop: { title: 'Popular', widget: 'slider', productsPerView: 4, style: { title: { color: 'red' } } }, mobile: { widget: 'grid' } },
};

describe('the recommendation model', () => {
  it('is clean when loaded, dirty after an edit, and diffs only the changed fields', () => {
    const rec = recommendationFromDocument(doc, { saveRecommendation: jest.fn() });
    expect(rec.isDirty).toBe(false);
    rec.setOpt('desktop', 'title', 'Picked for you');
    rec.setOpt('mobile', 'productsPerView', 2);
    expect(rec.isDirty).toBe(true);
    expect(rec.changes).toEqual({ widgetOpts: { desktop: { title: 'Picked for you' }, mobile: { productsPerView: 2 } } });
    expect(rec.preview).toMatchObject({ id: doc._id, external: 'home', title: 'Picked for you', widgetOpts: { desktop: { widget: 'slider', style: { title: { color: 'red' } } } } });
    rec.setOpt('desktop', 'title', 'Popular');
    rec.setOpt('mobile', 'productsPerView', undefined);
    expect(rec.isDirty).toBe(false);
  });

  it("previews an empty title text as the template's title, as its placeholder says (issue 32 #14)", () => {
    const rec = recommendationFromDocument({ ...doc, template: 'new-arrivals', widgetOpts: { desktop: { showTitle: true }, mobile: {} } }, { saveRecommendation: jest.fn() });
    expect(rec.preview.title).toBe('New Arrivals');
    rec.setOpt('desktop', 'title', 'Fresh in store');
    expect(rec.preview.title).toBe('Fresh in store');
  });

  it('saves the changed fields with __v and takes the new version', async () => {
    const saveRecommendation = jest.fn().mockResolvedValue({ ok: true, id: doc._id, __v: 4 });
    const rec = recommendationFromDocument(doc, { saveRecommendation });
    rec.setOpt('desktop', 'widget', 'grid');
    rec.setField('css', '.x{}');
    await rec.save();
    expect(saveRecommendation).toHaveBeenCalledWith({ css: '.x{}', widgetOpts: { desktop: { widget: 'grid' } } }, 3);
    expect(rec.__v).toBe(4);
    expect(rec.isDirty).toBe(false);
  });

  it('keeps the edit and says why when the host refuses the save', async () => {
    const rec = recommendationFromDocument(doc, { saveRecommendation: jest.fn().mockResolvedValue({ ok: false, error: 'conflict', message: 'Changed elsewhere' }) });
    rec.setOpt('desktop', 'title', 'Mine');
    await expect(rec.save()).rejects.toMatchObject({ message: 'Changed elsewhere', code: 'conflict' });
    expect([rec.isDirty, rec.saveError, rec.__v]).toEqual([true, 'Changed elsewhere', 3]);
  });

  it('shows the runtime default for an unset option and stores only what was set', () => {
    const rec = recommendationFromDocument({ ...doc, place: 'CNF' }, { saveRecommendation: jest.fn() });
    expect(rec.resolved('desktop')).toMatchObject({ title: 'Popular', productWidth: '140px', addToCartTitle: 'Add To Cart', location: 'footer' });
    expect(rec.opt('desktop', 'location')).toBeUndefined();
  });

  it('sets and removes one style property without touching the others, dropping emptied maps', () => {
    const rec = recommendationFromDocument(doc, { saveRecommendation: jest.fn() });
    rec.setStyle('desktop', 'title', 'font-size', 18);
    expect(rec.opt('desktop', 'style')).toEqual({ title: { color: 'red', 'font-size': 18 } });
    rec.setStyle('desktop', 'title', 'font-size', undefined);
    rec.setStyle('desktop', 'title', 'color', undefined);
    expect(rec.opt('desktop', 'style')).toBeUndefined();
    rec.setStyle('mobile', 'widget', 'padding', 8);
    expect(rec.changes).toEqual({ widgetOpts: { desktop: { style: null }, mobile: { style: { widget: { padding: 8 } } } } });
  });

  it('edits whole top-level values: scenario, page matcher, category and categories', () => {
    const rec = recommendationFromDocument({ ...doc, scenario: 'Custom' }, { saveRecommendation: jest.fn() });
    expect(rec.scenario).toBe('Custom');
    rec.setField('pageMatcher', { handle: 'faq' });
    rec.setField('category', { id: '7', title: 'Shoes' });
    rec.setField('catIds', [{ id: '7', title: 'Shoes' }]);
    expect(rec.changes).toEqual({ pageMatcher: { handle: 'faq' }, category: { id: '7', title: 'Shoes' }, catIds: [{ id: '7', title: 'Shoes' }] });
  });

  it('takes a lifecycle answer (status, __v) without losing or saving the unsaved edits', () => {
    const rec = recommendationFromDocument(doc, { saveRecommendation: jest.fn() });
    rec.applyServerFields({ __v: 4, status: 'deactivated' });
    expect([rec.isDirty, rec.__v, rec.status]).toEqual([false, 4, 'deactivated']);
    rec.setOpt('desktop', 'title', 'Mine');
    rec.applyServerFields({ __v: 5, status: 'archived' });
    expect(rec.changes).toEqual({ widgetOpts: { desktop: { title: 'Mine' } } });
  });

  it("takes a saved version's document as unsaved edits, so restoring is a new save of only what differs", () => {
    const rec = recommendationFromDocument(doc, { saveRecommendation: jest.fn() });
    rec.setField('css', '.now{}');
    rec.applyDocument({ css: '', js: '', place: 'H', qualifiedName: 'popular', widgetOpts: { desktop: { title: 'Older', widget: 'slider', productsPerView: 4, style: { title: { color: 'red' } } }, mobile: { widget: 'grid' } } });
    expect(rec.changes).toEqual({ widgetOpts: { desktop: { title: 'Older' } } });
  });

  it("restores a version's scenario, category and categories, and unsets them when the version had none", () => {
    const rec = recommendationFromDocument({ ...doc, scenario: 'Custom', category: { id: '7', title: 'Shoes' }, catIds: [{ id: '7', title: 'Shoes' }] }, { saveRecommendation: jest.fn() });
    const older = { ...doc, scenario: 'Upsell', category: { id: '9', title: 'Hats', handle: 'hats' }, catIds: [{ id: '9', title: 'Hats' }, { id: '10', title: 'Caps' }] };
    rec.applyDocument(older);
    expect([rec.scenario, rec.category, rec.catIds]).toEqual([older.scenario, older.category, older.catIds]);
    expect(rec.changes).toEqual({ scenario: 'Upsell', category: older.category, catIds: older.catIds });
    rec.applyDocument({ ...doc });
    expect([rec.scenario, rec.category, rec.catIds]).toEqual(['', null, null]);
  });
});
