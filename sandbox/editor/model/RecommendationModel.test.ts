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
});
