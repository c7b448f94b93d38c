import type { ApiService } from 'sdk';
import { createHostMethods, type HostDeps } from './hostMethods';

function methods(recId: string | null, fetch: jest.Mock) {
  const deps = { api: { fetch } as unknown as ApiService, channel: 'email', recId: () => recId } as unknown as HostDeps;
  return createHostMethods(deps);
}

describe('the editor host: Clear Cache', () => {
  it('clears the open recommendation’s products through the shop’s clear-product-cache action', async () => {
    const fetch = jest.fn().mockResolvedValue({});
    await expect(methods('r1', fetch).clearCache({ type: 'e', recommendationId: 'r1' })).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledWith('/api2/shop/rec/action/clear-product-cache', { method: 'POST', body: { type: 'e', rec_id: 'r1' }, silent: true });
  });

  it('refuses another recommendation than the one open, and reports a failed call', async () => {
    const fetch = jest.fn().mockRejectedValue(new Error('Not found'));
    await expect(methods('r1', fetch).clearCache({ type: 'e', recommendationId: 'r2' })).resolves.toMatchObject({ ok: false });
    expect(fetch).not.toHaveBeenCalled();
    await expect(methods('r1', fetch).clearCache({ type: 'e', recommendationId: 'r1' })).resolves.toEqual({ ok: false, message: 'Not found' });
  });
});
