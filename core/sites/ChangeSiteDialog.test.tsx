/**
 * @jest-environment jsdom
 */
import '../testing/jsdomPolyfills';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ChangeSiteDialog } from './ChangeSiteDialog';
import type { PickableSite } from './filterSites';
import { CHANGE_SITE_MESSAGES } from './messages';

const makeSites = (count: number): PickableSite[] =>
  Array.from({ length: count }, (_, i) => ({
    _id: `64d0c0ffee0000000000${String(i).padStart(4, '0')}`,
    external: `shop-${i}`,
    name: `Shop ${i}`,
    url: `https://shop-${i}.example`,
    getFavIcon: `/api2/sites/${i}/favicon.svg`,
  }));

function renderDialog(sites: PickableSite[], currentSiteId = sites[0]?._id) {
  const onSelect = jest.fn();
  const onClose = jest.fn();
  render(<ChangeSiteDialog isOpen sites={sites} currentSiteId={currentSiteId} onSelect={onSelect} onClose={onClose} />);
  return { onSelect, onClose };
}

const options = () => screen.queryAllByRole('option');
const searchBox = () => screen.queryByRole('combobox', { name: CHANGE_SITE_MESSAGES.searchLabel });

describe('ChangeSiteDialog', () => {
  it('has no search box for 10 sites', () => {
    renderDialog(makeSites(10));
    expect(searchBox()).toBeNull();
    expect(options()).toHaveLength(10);
  });

  it('has a search box for 11 sites', () => {
    renderDialog(makeSites(11));
    expect(searchBox()).not.toBeNull();
  });

  it('shows favicon, name and url on every row, and marks the current site', () => {
    const sites = makeSites(3);
    renderDialog(sites, sites[1]._id);
    const row = options()[1];
    expect(row.querySelector('img')?.getAttribute('src')).toBe('/api2/sites/1/favicon.svg');
    expect(row.textContent).toContain('Shop 1');
    expect(row.textContent).toContain('https://shop-1.example');
    expect(row.getAttribute('aria-current')).toBe('true');
    expect(within(row).getByText(CHANGE_SITE_MESSAGES.current)).toBeTruthy();
    expect(options()[0].getAttribute('aria-current')).toBeNull();
  });

  it('filters by name, external id, id and url as the merchant types', () => {
    const sites = makeSites(12);
    renderDialog(sites);
    const search = searchBox()!;
    fireEvent.change(search, { target: { value: 'SHOP 11' } });
    expect(options().map((o) => o.textContent)).toEqual([expect.stringContaining('Shop 11')]);
    fireEvent.change(search, { target: { value: 'shop-3.example' } });
    expect(options()).toHaveLength(1);
    fireEvent.change(search, { target: { value: sites[7]._id } });
    expect(options()[0].textContent).toContain('Shop 7');
  });

  it('says so when nothing matches', () => {
    renderDialog(makeSites(12));
    fireEvent.change(searchBox()!, { target: { value: 'globex' } });
    expect(options()).toHaveLength(0);
    expect(screen.getByText(CHANGE_SITE_MESSAGES.noMatch('globex'))).toBeTruthy();
  });

  it('selects a clicked site', () => {
    const sites = makeSites(4);
    const { onSelect, onClose } = renderDialog(sites);
    fireEvent.click(options()[2]);
    expect(onSelect).toHaveBeenCalledWith(sites[2]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('only closes when the current site is picked again', () => {
    const sites = makeSites(4);
    const { onSelect, onClose } = renderDialog(sites, sites[2]._id);
    fireEvent.click(options()[2]);
    expect(onSelect).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it('moves with the arrow keys and picks with Enter', () => {
    const sites = makeSites(12);
    const { onSelect } = renderDialog(sites);
    const search = searchBox()!;
    fireEvent.change(search, { target: { value: 'shop 1' } }); // Shop 1, Shop 10, Shop 11
    expect(options()[0].getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    fireEvent.keyDown(search, { key: 'ArrowDown' }); // stays on the last row
    expect(options()[2].getAttribute('aria-selected')).toBe('true');
    expect(search.getAttribute('aria-activedescendant')).toBe(options()[2].id);
    fireEvent.keyDown(search, { key: 'ArrowUp' });
    act(() => {
      fireEvent.keyDown(search, { key: 'Enter' });
    });
    expect(onSelect).toHaveBeenCalledWith(sites[10]);
  });

  it('starts the keyboard on the current site without a search box', () => {
    const sites = makeSites(5);
    const { onSelect } = renderDialog(sites, sites[3]._id);
    const list = screen.getByRole('listbox');
    expect(options()[3].getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    fireEvent.keyDown(list, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith(sites[4]);
  });

  it('explains an empty site list', () => {
    renderDialog([]);
    expect(screen.getByText(CHANGE_SITE_MESSAGES.noSites)).toBeTruthy();
  });
});
