import { recommendationFromDocument } from './RecommendationModel';

const doc = {
  _id: 'a'.repeat(24), __v: 3, external: 'home', kind: 'online', status: 'production', place: 'H', qualifiedName: 'popular',
  css: '', js: '', generatedCss: '', testMode: false, template: 'x', created: 'then',
  widgetOpts: { desktop: { title: 'Popular', widget: 'slider', productsPerView: 4, style: { title: { color: 'red' } } }, mobile: { widget: 'grid' } },
};

describe('the recommendation model', () => {
  it('is clean when loaded, dirty after an edit, and diffs only the changed fields', () => {
    const fetch = jest.fn();
    const rec = recommendationFromDocument(doc, { api: { fetch } as never });
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
    const fetch = jest.fn().mockResolvedValue({ __v: 4, status: 'production', generatedCss: '.g{}' });
    const rec = recommendationFromDocument(doc, { api: { fetch } as never });
    rec.setOpt('desktop', 'widget', 'grid');
    await rec.save();
    expect(fetch).toHaveBeenCalledWith(`/api2/recommendation/${doc._id}`, { method: 'PUT', body: { widgetOpts: { desktop: { widget: 'grid' } }, __v: 3 } });
    expect(rec.__v).toBe(4);
    expect(rec.isDirty).toBe(false);
  });
});
