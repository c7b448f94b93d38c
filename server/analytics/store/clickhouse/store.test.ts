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
  it('sends at most `slots` statements at once, the next one for the organization served longest ago', async () => {
    const held = heldTransport(1);
    const store = openClickHouseStore(held.transport);
    const all = [
      runAsTenant('org:noisy', () => store.all("SELECT 'noisy-1'")),
      runAsTenant('org:noisy', () => store.all("SELECT 'noisy-2'")),
      runAsTenant('org:noisy', () => store.all("SELECT 'noisy-3'")),
      runAsTenant('org:victim', () => store.all("SELECT 'victim'")),
    ];
    for (let i = 0; i < 4; i++) {
      await settle();
      held.releases.shift()?.();
    }
    await Promise.all(all);
    expect(held.received).toEqual(["SELECT 'noisy-1'", "SELECT 'victim'", "SELECT 'noisy-2'", "SELECT 'noisy-3'"]);
    expect(held.peak()).toBe(1);
    await store.close();
  });
});
