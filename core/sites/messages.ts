// User-facing strings of the Change Site dialog (spec 2).
export const CHANGE_SITE_MESSAGES = {
  title: 'Change Site',
  searchPlaceholder: 'Search by name, id or URL',
  searchLabel: 'Search sites',
  current: 'Current',
  noMatch: (query: string) => `No sites match "${query}".`,
  noSites: 'There are no sites to choose from.',
  moreSites: (shown: number, total: number) => `Showing the first ${shown} of ${total} sites. Type to narrow the list.`,
  listLabel: 'Sites',
} as const;
