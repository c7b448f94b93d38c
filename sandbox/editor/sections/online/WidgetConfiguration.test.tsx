/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { EDITOR_SEARCH_DEBOUNCE_MS } from '../../../../sdk/sandbox';
import { fakeHost, makeProps, renderSection } from '../testing';
import { ONLINE_SECTIONS } from '.';
import { ONLINE_MESSAGES as M } from './messages';

const section = ONLINE_SECTIONS.find((s) => s.id === 'widget-configuration')!;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

async function search(label: string, text: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
  await act(async () => jest.advanceTimersByTime(EDITOR_SEARCH_DEBOUNCE_MS));
}

describe('Widget Configuration', () => {
  it('requires a category for a one-collection recipe, found through the host', async () => {
    const host = fakeHost();
    const props = makeProps({ host, doc: { template: 'collection-picks', qualifiedName: 'collection' } });
    renderSection(section, props);
    expect(screen.getByText(M.categoryRequired)).toBeTruthy();
    await search(M.category, 'sho');
    expect(host.searchCategories).toHaveBeenCalledWith('sho', 20);
    fireEvent.click(screen.getByRole('option', { name: 'Shoes' }));
    expect(props.rec.category).toEqual({ id: 'c1', title: 'Shoes', handle: 'shoes' });
    expect(screen.queryByText(M.categoryRequired)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: M.remove('Shoes') }));
    expect(props.rec.category).toBeNull();
    expect(screen.getByText(M.categoryRequired)).toBeTruthy();
  });

  it('needs no category on a collection page, where the page gives it', () => {
    renderSection(section, makeProps({ doc: { template: 'collection-picks', place: 'CAT' } }));
    expect(screen.queryByLabelText(M.category)).toBeNull();
    expect(screen.queryByText(M.categoryRequired)).toBeNull();
  });

  it('requires at least one category for a several-collections recipe', async () => {
    const props = makeProps({ doc: { template: 'multi-collection' } });
    renderSection(section, props);
    expect(screen.getByText(M.categoryRequired)).toBeTruthy();
    await search(M.categories, 'sh');
    fireEvent.click(screen.getByRole('option', { name: 'Shirts' }));
    await search(M.categories, 'sh');
    expect(within(screen.getByRole('listbox', { name: M.categories })).getAllByRole('option').map((o) => o.textContent)).toEqual(['Shoes']);
    fireEvent.click(screen.getByRole('option', { name: 'Shoes' }));
    expect(props.rec.catIds).toEqual([{ id: 'c2', title: 'Shirts' }, { id: 'c1', title: 'Shoes' }]);
    expect(screen.queryByText(M.categoryRequired)).toBeNull();
  });

  it('requires a max price when the recipe needs one, as a number', () => {
    const props = makeProps({ doc: { template: 'under-price', place: 'CRT' } });
    renderSection(section, props);
    expect(screen.getByText(M.maxPriceRequired)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(M.maxPrice), { target: { value: '25.5' } });
    expect(props.rec.opt('desktop', 'maxp')).toBe(25.5);
    expect(screen.queryByText(M.maxPriceRequired)).toBeNull();
  });

  it('says why a negative max price is refused, and keeps the price it had (issue 32 #13)', () => {
    const props = makeProps({ doc: { template: 'under-price', place: 'CRT', widgetOpts: { desktop: { maxp: 30 }, mobile: {} } } });
    renderSection(section, props);
    const input = screen.getByLabelText(M.maxPrice);
    fireEvent.change(input, { target: { value: '-50' } });
    expect(screen.getByText(M.maxPriceNegative)).toBeTruthy();
    fireEvent.blur(input);
    // Still said after leaving the field: never blanked, never clamped to a price of 0 in silence.
    expect(screen.getByText(M.maxPriceNegative)).toBeTruthy();
    expect(input).toHaveProperty('value', '-50');
    expect(props.rec.opt('desktop', 'maxp')).toBe(30);
    fireEvent.change(input, { target: { value: '40' } });
    expect(screen.queryByText(M.maxPriceNegative)).toBeNull();
    expect(props.rec.opt('desktop', 'maxp')).toBe(40);
  });

  it('takes product ids as a list, typed or found by search', async () => {
    const host = fakeHost();
    const props = makeProps({ host, doc: { template: 'manual-picks' } });
    renderSection(section, props);
    fireEvent.change(screen.getByLabelText(M.productIds), { target: { value: '11, 12\n' } });
    expect(props.rec.opt('desktop', 'productIds')).toEqual(['11', '12']);
    await search(M.productSearch, 'rain');
    expect(host.searchProducts).toHaveBeenCalledWith('rain', 20);
    fireEvent.click(screen.getByRole('option', { name: 'Rain Jacket' }));
    expect(props.rec.opt('desktop', 'productIds')).toEqual(['11', '12', 'p2']);
  });

  it('leaves the category to Custom Configuration in the Custom scenario, keeping max price', () => {
    renderSection(section, makeProps({ doc: { template: 'collection-picks', scenario: 'Custom' } }));
    expect(screen.queryByLabelText(M.category)).toBeNull();
    expect(screen.getByLabelText(M.maxPrice)).toBeTruthy();
  });

  it('offers the unavailable-items rule to every recipe', () => {
    const props = makeProps();
    renderSection(section, props);
    const select = screen.getByLabelText(M.displayUnavailable) as HTMLSelectElement;
    expect(select.value).toBe('default');
    fireEvent.change(select, { target: { value: 'show-end' } });
    expect(props.rec.opt('desktop', 'displayUnavailableItems')).toBe('show-end');
  });
});
