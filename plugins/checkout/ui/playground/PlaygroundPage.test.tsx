/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createTestServices, TestServicesProvider, type MockSessionOptions } from 'sdk/testing';
import { PLAYGROUND_MESSAGES as M } from '../../messages';
import { checkoutScoreData } from '../data/testFixtures';
import { PlaygroundPage } from './PlaygroundPage';

// A site exactly at the market median on every KPI scores 50 on each; the spec sums the rounded
// weighted sub-scores: 13 + 15 + 10 + 8 + 5 = 51.
const data = checkoutScoreData({
  market: [
    { name: 'car', median: 0.7, p25: null, p75: null, deviation: 0.1, mean: 0.7, shopCount: 50 },
    { name: 'checkoutConversionRate', median: 0.4, p25: null, p75: null, deviation: 0.1, mean: 0.4, shopCount: 50 },
    { name: 'mobileAbandonmentGap', median: 0.1, p25: null, p75: null, deviation: 0.05, mean: 0.1, shopCount: 50 },
    { name: 'acceleratedCheckoutRate', median: 0.2, p25: null, p75: null, deviation: 0.05, mean: 0.2, shopCount: 50 },
    { name: 'checkoutEngagementRate', median: 0.5, p25: null, p75: null, deviation: 0.1, mean: 0.5, shopCount: 50 },
  ],
  fields: [
    ['visits', 30000], ['carts', 1000], ['conversions', 300], ['visitsReachedCheckout', 750],
    ['regularCheckoutEngagements', 375], ['acceleratedCheckouts', 150], ['cartsAbandoned', 700],
    ['abandonedCartAmount', 50000], ['car', 0.7], ['checkoutConversionRate', 0.4],
    ['acceleratedCheckoutRate', 0.2], ['checkoutEngagementRate', 0.5], ['mobileAbandonmentGap', 0.1],
  ].map(([name, primary]) => ({ name: name as string, primary: primary as number, compare: null })),
});

async function renderPlayground(session: MockSessionOptions) {
  const services = createTestServices({ session });
  services.graphql.respond('checkoutScore', { checkoutScore: data });
  await act(async () => {
    render(
      <TestServicesProvider services={services}>
        <PlaygroundPage />
      </TestServicesProvider>,
    );
  });
  return services;
}

describe('PlaygroundPage', () => {
  it('tells merchants and staff outside dev mode that it needs dev mode, without querying', async () => {
    const services = await renderPlayground({ user: { staff: true } });
    expect(screen.getByText(M.devOnly)).toBeTruthy();
    expect(services.graphql.queries).toHaveLength(0);
  });

  it('prefills the 13 fields and rescoring follows the edits', async () => {
    await renderPlayground({ user: { staff: true }, devMode: true });
    expect((screen.getByTestId('chk-pg-carts') as HTMLInputElement).value).toBe('1000');
    expect(screen.getAllByRole('spinbutton')).toHaveLength(13);
    expect(screen.getByTestId('chk-pg-score').textContent).toBe('51');
    expect(screen.getByTestId('chk-pg-band').textContent).toBe('Fair');

    // Checkout conversion one deviation above the median: its sub-score goes to 75.
    fireEvent.change(screen.getByTestId('chk-pg-checkoutConversionRate'), { target: { value: '0.5' } });
    expect(within(screen.getByTestId('chk-pg-sub-checkoutConversionRate')).getByText('75')).toBeTruthy();
    expect(screen.getByTestId('chk-pg-score').textContent).toBe('59'); // 13 + round(75 × 0.3) + 10 + 8 + 5

    fireEvent.click(screen.getByRole('button', { name: M.reset }));
    expect(screen.getByTestId('chk-pg-score').textContent).toBe('51');
  });
});
