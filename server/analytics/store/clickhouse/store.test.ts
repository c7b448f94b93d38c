import { runAsTenant } from '../fair';
import { openClickHouseStore } from './store';
import type { ClickHouseTransport } from './transport';
import type { CompactResult } from './rows';

/** A transport that holds each statement until the test releases it, recording the order it got them. */
function heldTransport(slots: number) {
  const received: string[] = [];
  const releases: Array<() => void> = [];
  let inFlight = 0;
  let peak = 0;
  const transport: ClickHouseTransport = {
    kind: 'server',
    describe: 'test transport',
    slots,
    query: (sql) =>
      new Promise<CompactResult>((resolve) => {
        received.push(sql);
        peak = Math.max(peak, ++inFlight);
        releases.push(() => {
          inFlight--;
          resolve({ meta: [{ name: 'x', type: 'UInt8' }], data: [[1]] });
        });
      }),
    command: async () => {},
    insertParquet: async () => {},
    close: async () => {},
  };
  return { transport, received, releases, peak: () => peak };
}

const settle = () => new Promise((r) => setImmediate(r));

describe('ClickHouse store fairness', () => {
  it('sends an organization alone `slots` statements at once, and another organization its first at once on the reserve', async () => {
    const held = heldTransport(2);
    const store = openClickHouseStore(held.transport);
    const all = [
      runAsTenant('org:noisy', () => store.all("SELECT 'noisy-1'")),
      runAsTenant('org:noisy', () => store.all("SELECT 'noisy-2'")),
      runAsTenant('org:noisy', () => store.all("SELECT 'noisy-3'")),
      runAsTenant('org:victim', () => store.all("SELECT 'victim-1'")),
      runAsTenant('org:victim', () => store.all("SELECT 'victim-2'")),
    ];
    await settle();
    // Nothing released yet: noisy has both working slots, the victim's first the reserve.
    expect(held.received).toEqual(["SELECT 'noisy-1'", "SELECT 'noisy-2'", "SELECT 'victim-1'"]);
    while (held.releases.length) {
      held.releases.shift()!();
      await settle();
    }
    await Promise.all(all);
    expect(held.received.slice(3).sort()).toEqual(["SELECT 'noisy-3'", "SELECT 'victim-2'"]);
    expect(held.peak()).toBe(3);
    await store.close();
  });
});
