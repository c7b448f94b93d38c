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
    for (const label of [M.category, M.categories, M.productIds]) expect(screen.getByLabelText(label)).toBeTruthy();
    // Max price and unavailable items stay in Widget Configuration: never twice on one pane.
    expect(screen.queryByLabelText(M.maxPrice)).toBeNull();
    expect(screen.queryByText(M.categoryRequired)).toBeNull();
  });
});
