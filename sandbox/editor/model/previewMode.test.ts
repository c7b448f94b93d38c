import type { PreviewRecommendation } from '../../../sdk/sandbox';
import { previewMode } from './previewMode';

const base: PreviewRecommendation = {
  id: 'r1', external: 'home', place: 'H', status: 'staging', qualifiedName: 'best-sellers', title: 'Popular',
  widgetOpts: { desktop: { title: 'Popular', location: '#slot', order: 0 }, mobile: {} }, css: '', js: '', generatedCss: '', testMode: false,
};
const withDesktop = (opts: Record<string, unknown>, rest: Partial<PreviewRecommendation> = {}): PreviewRecommendation => ({ ...base, ...rest, widgetOpts: { ...base.widgetOpts, desktop: { ...base.widgetOpts.desktop, ...opts } } });

describe('what a change asks of the store preview (spec 4)', () => {
  it('applies style, css and generated css without a re-render', () => {
    expect(previewMode(base, withDesktop({ style: { title: { color: 'red' } } }), 'desktop')).toBe('css');
    expect(previewMode(base, { ...base, css: '.a{}' }, 'desktop')).toBe('css');
    expect(previewMode(base, { ...base, generatedCss: '.b{}' }, 'desktop')).toBe('css');
  });
  it('re-renders every recommendation on the page when location, insert, insertBefore or order change', () => {
    for (const change of [{ location: '#other' }, { insert: 'after' }, { insertBefore: false }, { order: 2 }]) {
      expect(previewMode(base, withDesktop(change), 'desktop')).toBe('all');
    }
  });
  it('re-renders this one for anything else, and nothing when nothing changed', () => {
    expect(previewMode(base, withDesktop({ title: 'New' }), 'desktop')).toBe('render');
    expect(previewMode(base, { ...base, js: 'return {}' }, 'desktop')).toBe('render');
    expect(previewMode(null, base, 'desktop')).toBe('render');
    expect(previewMode(base, { ...base }, 'desktop')).toBeNull();
    // The mobile options are not on a desktop preview.
    expect(previewMode(base, { ...base, widgetOpts: { ...base.widgetOpts, mobile: { title: 'M' } } }, 'desktop')).toBeNull();
  });
});
