/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import { ModuleRegistry, ValidationModule } from 'ag-grid-community';
import { createTestServices, TestServicesProvider } from 'sdk/testing';
import { DistributionGrid } from './DistributionGrid';
import type { ScoreDistributionData } from './useScoreDistribution';

// ag-grid's validation names the module a feature needs when it is not registered: with it, a
// column option whose module DISTRIBUTION_GRID_MODULES lacks turns into a console message here.
ModuleRegistry.registerModules([ValidationModule]);

const DATA: ScoreDistributionData = {
  type: 'score',
  kpi: null,
  binSize: 10,
  bins: [],
  sites: ['Alpha', 'Beta'].map((name, i) => ({
    siteId: String(i + 1).padStart(24, '0'),
    name,
    external: null,
    platform: 'SHOPIFY',
    score: 60 + i * 10,
    madeBar: true,
    subScores: [{ name: 'car', rate: 0.65, score: 62, sigmas: -0.48, sessions: 1200 }],
  })),
  kpiStats: [{ name: 'car', median: 0.7, deviation: 0.1, mean: 0.69, shopCount: 2 }],
  sitesMadeBar: 2,
  sitesWithData: 2,
};

describe('DistributionGrid', () => {
  it('renders its rows with the ag-grid modules it registers, and ag-grid asks for no other', async () => {
    const messages: unknown[][] = [];
    const record = (...args: unknown[]) => void messages.push(args);
    const error = jest.spyOn(console, 'error').mockImplementation(record);
    const warn = jest.spyOn(console, 'warn').mockImplementation(record);
    try {
      const { container } = render(
        <TestServicesProvider services={createTestServices()}>
          <DistributionGrid data={DATA} />
        </TestServicesProvider>,
      );
      await waitFor(() => expect(container.querySelectorAll('.ag-row').length).toBeGreaterThan(0));
      expect(screen.getByText('Site')).toBeTruthy();
      expect(screen.getByText('Checkout Score')).toBeTruthy();
      // Highest score first (the score column's sort).
      expect(container.querySelector('.ag-row[row-index="0"] [col-id="site"]')?.textContent).toBe('Beta');
      expect(messages.filter((m) => String(m[0]).includes('AG Grid'))).toEqual([]);
    } finally {
      error.mockRestore();
      warn.mockRestore();
    }
  });
});
