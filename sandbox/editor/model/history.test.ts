import { recommendationFromDocument } from './RecommendationModel';
import { changedPaths, SnapshotHistory } from './history';

const doc = { _id: 'a'.repeat(24), __v: 3, external: 'home', status: 'staging', place: 'H', widgetOpts: { desktop: { title: 'Popular' }, mobile: {} } };

function setup() {
  let clock = 0;
  const saveRecommendation = jest.fn(async (_c: unknown, v: number) => ({ ok: true as const, id: doc._id, __v: v + 1 }));
  const rec = recommendationFromDocument(doc, { saveRecommendation });
  const history = new SnapshotHistory(rec, { coalesceMs: 500, now: () => clock });
  return { rec, history, tick: (ms: number) => (clock += ms), saveRecommendation };
}

describe('undo and redo across every field', () => {
  it('undoes and redoes widget options and document fields, one step per change', () => {
    const { rec, history, tick } = setup();
    expect(history.canUndo).toBe(false);
    rec.setOpt('desktop', 'title', 'Picked');
    tick(1000);
    rec.setField('css', '.x{}');
    tick(1000);
    rec.setOpt('mobile', 'productsPerView', 2);
    expect(history.undo()).toBe(true);
    expect(rec.opt('mobile', 'productsPerView')).toBeUndefined();
    expect(history.undo()).toBe(true);
    expect(rec.css).toBe('');
    expect(rec.opt('desktop', 'title')).toBe('Picked');
    expect(history.undo()).toBe(true);
    expect(rec.opt('desktop', 'title')).toBe('Popular');
    expect(rec.isDirty).toBe(false);
    expect(history.undo()).toBe(false);
    expect(history.redo()).toBe(true);
    expect(history.redo()).toBe(true);
    expect([rec.opt('desktop', 'title'), rec.css]).toEqual(['Picked', '.x{}']);
    expect(history.canRedo).toBe(true);
  });

  it('makes a burst of typing one step', () => {
    const { rec, history, tick } = setup();
    for (const text of ['P', 'Pi', 'Pic', 'Pick']) {
      rec.setOpt('desktop', 'title', text);
      tick(100);
    }
    history.undo();
    expect(rec.opt('desktop', 'title')).toBe('Popular');
  });

  it('keeps quick edits of different fields apart: one step each', () => {
    const { rec, history, tick } = setup();
    rec.setOpt('desktop', 'title', 'Picked');
    tick(100);
    rec.setField('css', '.x{}');
    tick(100);
    rec.setOpt('desktop', 'productsPerView', 3);
    tick(100);
    rec.setOpt('desktop', 'title', 'Picked again');
    history.undo();
    expect([rec.opt('desktop', 'title'), rec.opt('desktop', 'productsPerView'), rec.css]).toEqual(['Picked', 3, '.x{}']);
    history.undo();
    expect([rec.opt('desktop', 'productsPerView'), rec.css]).toEqual([undefined, '.x{}']);
    history.undo();
    expect(rec.css).toBe('');
    expect(rec.opt('desktop', 'title')).toBe('Picked');
    history.undo();
    expect(rec.opt('desktop', 'title')).toBe('Popular');
    expect(history.canUndo).toBe(false);
  });

  it('tells which fields a change touched, down to the widget option', () => {
    expect(changedPaths({ css: '', widgetOpts: { desktop: { title: 'A' } } }, { css: '', widgetOpts: { desktop: { title: 'B' } } })).toEqual(['widgetOpts.desktop.title']);
    expect(changedPaths({ catIds: [1] }, { catIds: [1, 2], css: 'x' })).toEqual(['catIds', 'css']);
  });

  it('a new edit after an undo drops the redo steps', () => {
    const { rec, history, tick } = setup();
    rec.setOpt('desktop', 'title', 'A');
    tick(1000);
    history.undo();
    rec.setOpt('desktop', 'title', 'B');
    expect(history.canRedo).toBe(false);
    history.undo();
    expect(rec.opt('desktop', 'title')).toBe('Popular');
  });

  it('keeps the saved version when undoing across a save, so the next save is not stale', async () => {
    const { rec, history, tick, saveRecommendation } = setup();
    rec.setOpt('desktop', 'title', 'Saved title');
    await rec.save();
    expect(rec.__v).toBe(4);
    tick(1000);
    history.undo();
    expect(rec.opt('desktop', 'title')).toBe('Popular');
    expect(rec.__v).toBe(4);
    expect(rec.isDirty).toBe(true);
    await rec.save();
    expect(saveRecommendation).toHaveBeenLastCalledWith({ widgetOpts: { desktop: { title: 'Popular' } } }, 4);
  });
});
