/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { makeCtx, makeProps, renderSection } from '../testing';
import { ONLINE_STAFF_SECTIONS } from '.';
import { STAFF_MESSAGES as M } from './messages';

const [recipe, devMode] = ONLINE_STAFF_SECTIONS;
const staff = makeCtx({ staff: true, devMode: true });

describe('Recipe (staff)', () => {
  it('shows the template and changes the recipe', () => {
    const props = makeProps({ ctx: staff, doc: { template: 'under-price', qualifiedName: 'best-sellers' } });
    renderSection(recipe, props);
    expect(screen.getByText('under-price (Add A Little Extra)')).toBeTruthy();
    expect(screen.getByText('best-sellers-under-price')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(M.recipe), { target: { value: 'trending' } });
    expect(props.rec.qualifiedName).toBe('trending');
  });

  it('keeps a recipe this build does not list', () => {
    renderSection(recipe, makeProps({ ctx: staff, doc: { qualifiedName: 'legacy-recipe' } }));
    expect((screen.getByLabelText(M.recipe) as HTMLSelectElement).value).toBe('legacy-recipe');
  });
});

describe('Dev Mode (staff)', () => {
  it('shows the document’s ids and what this form factor stores', () => {
    const props = makeProps({ ctx: staff, ff: 'mobile', doc: { widgetOpts: { desktop: {}, mobile: { widget: 'list' } } } });
    renderSection(devMode, props);
    expect(screen.getByText(props.rec._id)).toBeTruthy();
    expect(screen.getByText('home-picks')).toBeTruthy();
    expect(screen.getByText(/"widget": "list"/)).toBeTruthy();
  });

  it('says when nothing is stored', () => {
    renderSection(devMode, makeProps({ ctx: staff }));
    expect(screen.getByText(M.noneStored)).toBeTruthy();
  });
});
