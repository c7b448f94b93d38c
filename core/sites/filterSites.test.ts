import { filterSites, SEARCH_THRESHOLD, showsSearch, type PickableSite } from './filterSites';

const site = (name: string, external: string, _id: string, url: string): PickableSite => ({ name, external, _id, url });

const SITES = [
  site('Northwind Outfitters', 'northwind-outfitters', 'aaaaaaaaaaaaaaaaaaaaaaa1', 'https://northwind-outfitters.com'),
  site('Harbor & Pine', 'harbor-pine', 'bbbbbbbbbbbbbbbbbbbbbbb2', 'https://harborandpine.com'),
  site('Sakura Tea House', 'sakura-tea-house', 'ccccccccccccccccccccccc3', 'https://sakura-tea.jp'),
];

describe('filterSites', () => {
  it('keeps every site, in order, for an empty or blank query', () => {
    expect(filterSites(SITES, '')).toEqual(SITES);
    expect(filterSites(SITES, '   ')).toEqual(SITES);
  });

  it('matches the name, ignoring case', () => {
    expect(filterSites(SITES, 'HARBOR').map((s) => s.name)).toEqual(['Harbor & Pine']);
  });

  it('matches the external id', () => {
    expect(filterSites(SITES, 'tea-house').map((s) => s.name)).toEqual(['Sakura Tea House']);
  });

  it('matches the _id', () => {
    expect(filterSites(SITES, 'BBBBBBB2').map((s) => s.name)).toEqual(['Harbor & Pine']);
  });

  it('matches the url', () => {
    expect(filterSites(SITES, '.jp').map((s) => s.name)).toEqual(['Sakura Tea House']);
  });

  it('trims the query', () => {
    expect(filterSites(SITES, '  northwind  ').map((s) => s.name)).toEqual(['Northwind Outfitters']);
  });

  it('returns nothing when no field matches', () => {
    expect(filterSites(SITES, 'globex')).toEqual([]);
  });

  it('returns a new array, never the input', () => {
    expect(filterSites(SITES, '')).not.toBe(SITES);
  });

  it('tolerates a site with a missing url', () => {
    const broken = { ...SITES[0], url: undefined as unknown as string };
    expect(filterSites([broken], 'northwind')).toEqual([broken]);
  });
});

describe('showsSearch', () => {
  it('shows the search only above 10 sites', () => {
    expect(SEARCH_THRESHOLD).toBe(10);
    expect(showsSearch(10)).toBe(false);
    expect(showsSearch(11)).toBe(true);
    expect(showsSearch(0)).toBe(false);
  });
});
