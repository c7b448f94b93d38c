/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { TEXT_LIMITS } from '../../../../plugins/recommendations/model/fields';
import { NameSection } from '../NameSection';
import { ONLINE_STAFF_SECTIONS } from '../online-staff';
import { STAFF_SECTION_TITLES } from '../online-staff/messages';
import { sectionsFor } from '../registry';
import { makeCtx, makeProps } from '../testing';
import { visibleSections as shellVisible } from '../../shell/layout';
import type { SectionDef, SectionProps } from '../types';

// The shell's own filter: these tests check the flags and `when` the shell reads.
const visibleSections = (defs: SectionDef[], props: SectionProps) => shellVisible(defs, props, props.ctx);
import { ONLINE_SECTIONS } from '.';
import { ONLINE_SECTION_TITLES as T } from './messages';

const titles = (defs: { title: string }[]) => defs.map((d) => d.title);

describe('the online sections', () => {
  it('are spec 2’s, in its order, and the registry lists them before the staff ones', () => {
    expect(titles(ONLINE_SECTIONS)).toEqual(['Name', 'Custom Page', 'Custom Configuration', 'Title', 'Widget Settings', 'Widget Configuration', 'Widget Location', 'Product Details', 'Call To Action']);
    const online = titles(sectionsFor('online'));
    expect(online.indexOf(T.callToAction)).toBeLessThan(online.indexOf(STAFF_SECTION_TITLES.recipe));
    expect(online.slice(-2)).toEqual(['Recipe', 'Dev Mode']);
  });

  it('offers a Name, its placeholder the name the recommendation goes by without one (issue 32 #15)', () => {
    const props = makeProps({ doc: { template: 'new-arrivals', name: null } });
    render(<NameSection {...props} />);
    const input = screen.getByLabelText(/Name/);
    expect(input).toHaveProperty('placeholder', 'New Arrivals');
    expect(input).toHaveProperty('maxLength', TEXT_LIMITS.name);
    fireEvent.change(input, { target: { value: 'Home: New Arrivals' } });
    expect(props.rec.name).toBe('Home: New Arrivals');
    fireEvent.change(input, { target: { value: '' } });
    expect(props.rec.name).toBeNull();
  });

  it('shows Custom Page only on a custom page', () => {
    expect(titles(visibleSections(ONLINE_SECTIONS, makeProps()))).not.toContain(T.customPage);
    expect(titles(visibleSections(ONLINE_SECTIONS, makeProps({ doc: { place: 'CUSTOM~faq' } })))).toContain(T.customPage);
    expect(titles(visibleSections(ONLINE_SECTIONS, makeProps({ doc: { place: 'CUSTOM' } })))).toContain(T.customPage);
  });

  it('shows Custom Configuration only for the Custom scenario', () => {
    expect(titles(visibleSections(ONLINE_SECTIONS, makeProps()))).not.toContain(T.customConfiguration);
    expect(titles(visibleSections(ONLINE_SECTIONS, makeProps({ doc: { scenario: 'Custom' } })))).toContain(T.customConfiguration);
  });
});

describe('the staff sections', () => {
  it('are hidden from merchants and from staff outside dev mode', () => {
    expect(visibleSections(ONLINE_STAFF_SECTIONS, makeProps())).toEqual([]);
    expect(visibleSections(ONLINE_STAFF_SECTIONS, makeProps({ ctx: makeCtx({ devMode: true }) }))).toEqual([]);
    expect(visibleSections(ONLINE_STAFF_SECTIONS, makeProps({ ctx: makeCtx({ staff: true }) }))).toEqual([]);
  });

  it('show Recipe and Dev Mode to staff in dev mode, Recipe only outside the Custom scenario', () => {
    const ctx = makeCtx({ staff: true, devMode: true });
    expect(titles(visibleSections(ONLINE_STAFF_SECTIONS, makeProps({ ctx })))).toEqual(['Recipe', 'Dev Mode']);
    expect(titles(visibleSections(ONLINE_STAFF_SECTIONS, makeProps({ ctx, doc: { scenario: 'Custom' } })))).toEqual(['Dev Mode']);
  });
});
