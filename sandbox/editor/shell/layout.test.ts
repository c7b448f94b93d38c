import type { EditorRecSummary } from '../../../sdk/sandbox';
import type { SectionDef, SectionProps } from '../sections/types';
import { actionsFor, autoOpensFirstSection, deleteConfirmation, initialFormFactor, navigatorGroups, placementOptions, visibleSections } from './layout';

const rec = (id: string, place: string, status: string): EditorRecSummary => ({ id, place, status, displayStatus: status, kind: 'online', external: id, title: id, qualifiedName: 'q' });
const RECS = [rec('h1', 'H', 'production'), rec('h2', 'H', 'staging'), rec('h3', 'H', 'archived'), rec('s1', 'SITEWIDE', 'production'), rec('c1', 'CRT', 'deactivated'), rec('x1', 'CUSTOM~faq', 'initial')];

describe('the editor shell layout (spec 2, 4)', () => {
  it('lists the page first, then the Sitewide group, archived hidden', () => {
    const groups = navigatorGroups(RECS, 'H');
    expect(groups.page.map((r) => r.id)).toEqual(['h1', 'h2']);
    expect(groups.sitewide.map((r) => r.id)).toEqual(['s1']);
    expect(navigatorGroups(RECS, 'SITEWIDE').page).toEqual([]);
  });

  it('counts N live and N not live per placement, pages in store order with custom pages last', () => {
    const { sitewide, pages } = placementOptions(RECS, 'online');
    expect(sitewide).toMatchObject({ place: 'SITEWIDE', live: 1, notLive: 0 });
    expect(pages.find((p) => p.place === 'H')).toMatchObject({ label: 'Home', live: 1, notLive: 1 });
    expect(pages.find((p) => p.place === 'CRT')).toMatchObject({ live: 0, notLive: 1 });
    expect(pages[0].place).toBe('H');
    expect(pages[pages.length - 1]).toMatchObject({ place: 'CUSTOM~faq', label: 'Custom page: faq', notLive: 1 });
    expect(placementOptions(RECS, 'email')).toEqual({ sitewide: null, pages: [{ place: 'EMAIL', label: 'Email', live: 0, notLive: 0 }] });
  });

  it('starts on the other form factor when this one is disabled', () => {
    expect(initialFormFactor({ desktop: true, mobile: false })).toBe('mobile');
    expect(initialFormFactor({ desktop: false, mobile: false })).toBe('desktop');
    expect(initialFormFactor({ desktop: true, mobile: true })).toBe('desktop');
    expect(initialFormFactor({ desktop: false, mobile: true }, 'mobile')).toBe('desktop');
  });

  it('opens the first section of an initial recommendation under 60 seconds old', () => {
    const now = Date.parse('2026-11-25T12:00:00Z');
    expect(autoOpensFirstSection('initial', '2026-11-25T11:59:30Z', now)).toBe(true);
    expect(autoOpensFirstSection('initial', '2026-11-25T11:58:59Z', now)).toBe(false);
    expect(autoOpensFirstSection('staging', '2026-11-25T11:59:30Z', now)).toBe(false);
    expect(autoOpensFirstSection('initial', undefined, now)).toBe(false);
  });

  it('filters sections for staff, dev mode and their own condition', () => {
    const def = (id: string, extra: Partial<SectionDef> = {}): SectionDef => ({ id, title: id, component: () => null, ...extra });
    const defs = [def('title'), def('recipe', { staffOnly: true }), def('dev', { devModeOnly: true }), def('custom', { when: (p) => p.rec.place.startsWith('CUSTOM') })];
    const props = { rec: { place: 'H' } } as unknown as SectionProps;
    expect(visibleSections(defs, props, { staff: false, devMode: false }).map((d) => d.id)).toEqual(['title']);
    expect(visibleSections(defs, props, { staff: true, devMode: true }).map((d) => d.id)).toEqual(['title', 'recipe', 'dev']);
  });

  it('offers the split button of spec 4 per state', () => {
    expect(actionsFor('initial', true)).toEqual({ primary: 'save', more: ['discard'] });
    expect(actionsFor('initial', false)).toEqual({ primary: 'save', more: ['discard'] });
    expect(actionsFor('staging', false)).toEqual({ primary: 'activate', more: ['archive', 'delete'] });
    expect(actionsFor('production', false)).toEqual({ primary: 'deactivate', more: ['archive', 'delete'] });
    expect(actionsFor('archived', false).primary).toBe('archive-restore');
  });

  it('asks the strong confirmation for a published or hand-coded recommendation', () => {
    expect(deleteConfirmation({ everProduction: true, css: '', js: '' })).toBe('published');
    expect(deleteConfirmation({ everProduction: false, css: '.a{}', js: '' })).toBe('advanced');
    expect(deleteConfirmation({ everProduction: false, css: ' ', js: '' })).toBe('plain');
  });
});
