/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { makeProps, renderSection } from '../testing';
import { ONLINE_SECTIONS } from '.';
import { ONLINE_MESSAGES as M } from './messages';

const section = ONLINE_SECTIONS.find((s) => s.id === 'custom-configuration')!;

describe('Custom Configuration', () => {
  it('lets the merchant pick the recipe and give it categories and products, none required', () => {
    const props = makeProps({ doc: { scenario: 'Custom', qualifiedName: 'best-sellers' } });
    renderSection(section, props);
    const recipe = screen.getByLabelText(M.recipe) as HTMLSelectElement;
    expect(recipe.value).toBe('best-sellers');
    fireEvent.change(recipe, { target: { value: 'trending' } });
    expect(props.rec.qualifiedName).toBe('trending');
    for (const label of [M.category, M.categories, M.productIds, M.maxPrice]) expect(screen.getByLabelText(label)).toBeTruthy();
    expect(screen.queryByText(M.categoryRequired)).toBeNull();
  });
});
