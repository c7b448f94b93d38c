/** @jest-environment jsdom */
import '../report/testPolyfills';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createTestServices, TestServicesProvider } from 'sdk/testing';
import { downloadCsv } from 'sdk';
import { FunnelPage } from './FunnelPage';
import { FUNNEL_MESSAGES as M } from './messages';

// The download itself is the browser's; the test reads what would be handed to it.
jest.mock('sdk', () => ({ ...jest.requireActual('sdk'), downloadCsv: jest.fn() }));

const group = (exitPageClass: string, primary: number, compare: number) => ({ key: { exitPageClass }, visits: { primary, compare } });
const ANSWER = {
  compareSessions: {
    period: { min: '2025-03-01T00:00:00Z', max: '2025-03-15T00:00:00Z' },
    groups: [
      group('checkout', 200, 100),
      group('checkout-login', 50, 50),
      group('checkout-shipping', 250, 200),
      group('checkout-payment', 100, 100),
      group('checkout-review', 40, 50),
      group('checkout-confirm', 360, 300),
    ],
  },
};

async function renderFunnel(answer: unknown = ANSWER) {
  const services = createTestServices({ site: { timeZone: 'Europe/Berlin' } });
  services.graphql.respond('CheckoutFunnel', answer);
  await act(async () => {
    render(
      <MemoryRouter initialEntries={['/checkout/funnel']}>
        <TestServicesProvider services={services}>
          <FunnelPage />
        </TestServicesProvider>
      </MemoryRouter>,
    );
  });
  return services;
}

const cells = (step: string) => within(screen.getByTestId(`chk-funnel-${step}`)).getAllByRole('cell').map((td) => td.textContent);

describe('checkout funnel (issue 12, part 3)', () => {
  it('shows how many sessions reach each step, where they leave and the change vs the period before', async () => {
    const services = await renderFunnel();
    expect(services.graphql.queries[0].variables).toMatchObject({
      where: { arrivalTimeUtc: { range: 'l2w', timeZone: 'Europe/Berlin' }, isQa: false, isBaseline: false, exitPageClass: { in: expect.arrayContaining(['checkout-login', 'checkout-confirm']) } },
    });
    expect(cells('checkout')).toEqual(['Checkout start', '1,000', '100.00%', '80.00%', '200', '800', '+25.00%']);
    expect(cells('checkout-shipping')[0]).toBe('Shipping');
    expect(cells('checkout-shipping')[4]).toBe('250');
    expect(cells('checkout-confirm')).toEqual(['Order confirmed', '360', '36.00%', '---', '---', '300', '+20.00%']);
    expect(screen.getByTestId('chk-funnel-worst').textContent).toBe(M.biggestDropOff('Shipping', '250', '33.33%'));
  });

  it('filters by device, kept in the URL, and asks again', async () => {
    const services = await renderFunnel();
    await act(async () => fireEvent.change(screen.getByLabelText(M.device), { target: { value: 'phone' } }));
    expect(services.graphql.queries.at(-1)!.variables).toMatchObject({ where: { formFactor: { in: ['phone'] } } });
  });

  it('exports the funnel table as CSV, the rows as shown', async () => {
    await renderFunnel();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const [name, csv] = jest.mocked(downloadCsv).mock.calls[0];
    expect(name).toBe('checkout-funnel-last-2-weeks.csv');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe([M.step, M.sessions, M.shareOfStart, M.continued, M.left, M.previous, M.change].join(','));
    expect(lines[1]).toBe('Checkout start,"1,000",100.00%,80.00%,200,800,+25.00%');
    expect(lines).toHaveLength(8);
  });

  it("says so when nobody reached the checkout (spec §8's empty result)", async () => {
    await renderFunnel({ compareSessions: { period: ANSWER.compareSessions.period, groups: [] } });
    expect(screen.getByTestId('chk-funnel-empty').textContent).toBe(M.noData);
  });
});
