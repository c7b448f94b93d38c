/** @jest-environment jsdom */
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { useApi, useSite } from '../index';
import { createTestServices } from './createTestServices';
import { TestServicesProvider } from './TestServicesProvider';

// A page as an applet would write it: reads the site, fetches through the api service.
function OrdersPage() {
  const site = useSite();
  const api = useApi();
  const [count, setCount] = useState<number>();
  useEffect(() => {
    api.fetch<{ count: number }>('/api2/orders/count', { query: { site: site._id } }).then((r) => setCount(r.count));
  }, [api, site._id]);
  return <p>{`${site.name}: ${count ?? '…'} orders`}</p>;
}

describe('TestServicesProvider', () => {
  it('renders an applet page against the doubles and re-renders on a site switch', async () => {
    const services = createTestServices({ site: { _id: 's1', name: 'Northwind' } });
    services.api.respond('GET', '/api2/orders/count', (request: { query: { site: string } }) => ({
      count: request.query.site === 's1' ? 3 : 7,
    }));
    render(
      <TestServicesProvider services={services}>
        <OrdersPage />
      </TestServicesProvider>,
    );
    expect(await screen.findByText('Northwind: 3 orders')).toBeTruthy();
    act(() => services.site.set({ _id: 's2', name: 'Globex' }));
    await waitFor(() => expect(screen.getByText('Globex: 7 orders')).toBeTruthy());
    expect(services.api.requests.map((r) => r.query.site)).toEqual(['s1', 's2']);
  });

  it('makes its own doubles when given none', () => {
    function SiteName() {
      return <p>{useSite().name}</p>;
    }
    render(
      <TestServicesProvider>
        <SiteName />
      </TestServicesProvider>,
    );
    expect(screen.getByText('Test Site')).toBeTruthy();
  });
});
