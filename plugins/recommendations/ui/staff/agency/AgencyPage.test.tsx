/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { ApiError } from 'sdk';
import { createTestServices } from 'sdk/testing';
import { renderPage } from '../../testing';
import { AGENCY_VIEW_KEY } from '../localKeys';
import type { AgencyGridProps } from './AgencyGrid';
import { AgencyPage } from './AgencyPage';
import { agencyAnswer } from './fixtures';
import { AGENCY } from './messages';

// The real grid needs a browser's layout: its sorting, filtering and saved view are covered
// by test/e2e/rec-staff.test.ts. Here the page's own wiring is tested against a stand-in
// that records what the page gives it and offers the few api calls the page makes.
const grid = {
  props: null as AgencyGridProps | null,
  api: {
    exportDataAsCsv: jest.fn(),
    resetColumnState: jest.fn(),
    setFilterModel: jest.fn(),
    getColumn: jest.fn(() => ({ isVisible: () => true })),
    setColumnsVisible: jest.fn(),
  },
};
jest.mock('./AgencyGrid', () => ({
  __esModule: true,
  default: (props: AgencyGridProps) => {
    grid.props = props;
    return <div data-testid="grid-stand-in" />;
  },
}));

function services(answer: unknown = agencyAnswer(3), theme: 'light' | 'dark' = 'light') {
  const s = createTestServices({ session: { isStaff: true, devMode: true }, theme });
  s.api.respond('GET', '/api2/recommendation/agency-info', answer);
  return s;
}

const ready = async () => {
  await screen.findByTestId('grid-stand-in');
  await act(async () => {
    grid.props!.onReady(grid.api as never);
    grid.props!.onShownChange(3);
  });
};

describe('Agency Stats', () => {
  beforeEach(() => {
    window.localStorage.clear();
    jest.clearAllMocks();
    grid.props = null;
  });

  it('gives the grid one flat row per site, the theme and the search text, and counts what it shows', async () => {
    await renderPage(<AgencyPage />, services(agencyAnswer(3), 'dark'));
    await ready();
    expect(grid.props!.rows.map((r) => [r.external, r.siteName, r.userEmail])).toEqual([
      ['site-1', 'Site 1', 'owner1@example.com'],
      ['site-2', 'Site 2', 'owner2@example.com'],
      ['site-3', 'Site 3', 'owner3@example.com'],
    ]);
    expect(grid.props!.dark).toBe(true);
    expect(screen.getByTestId('rec-agency-count').textContent).toBe(AGENCY.sites(3, 3));
    fireEvent.change(screen.getByTestId('rec-agency-search'), { target: { value: 'owner2@' } });
    expect(grid.props!.quickFilter).toBe('owner2@');
    await act(async () => grid.props!.onShownChange(1));
    expect(screen.getByTestId('rec-agency-count').textContent).toBe('1 of 3 sites');
  });

  it('exports every shown row as CSV and resets the saved view', async () => {
    window.localStorage.setItem(AGENCY_VIEW_KEY, '{"v":1,"view":{}}');
    await renderPage(<AgencyPage />, services());
    await ready();
    fireEvent.click(screen.getByTestId('rec-agency-export'));
    expect(grid.api.exportDataAsCsv).toHaveBeenCalledWith({ fileName: AGENCY.fileName });
    fireEvent.click(screen.getByTestId('rec-agency-reset'));
    expect(window.localStorage.getItem(AGENCY_VIEW_KEY)).toBeNull();
    expect(grid.api.resetColumnState).toHaveBeenCalled();
    expect(grid.api.setFilterModel).toHaveBeenCalledWith(null);
  });

  it('the column chooser hides a column and never the pinned site name', async () => {
    await renderPage(<AgencyPage />, services());
    await ready();
    await act(async () => {
      fireEvent.click(screen.getByTestId('rec-agency-columns'));
    });
    fireEvent.click(await screen.findByTestId('rec-agency-column-siteUrl'));
    expect(grid.api.setColumnsVisible).toHaveBeenCalledWith(['siteUrl'], false);
    expect((screen.getByTestId('rec-agency-column-siteName') as HTMLInputElement).disabled).toBe(true);
  });

  it("shows the server's refusal", async () => {
    await renderPage(<AgencyPage />, services(new ApiError('Only staff may do this', 403)));
    expect(screen.getByText('Only staff may do this')).toBeTruthy();
    expect(screen.queryByTestId('grid-stand-in')).toBeNull();
  });
});
