import { endpointReadiness, endpointStatus } from './endpoint-status';

const campaign = { campaign: true };
const other = { campaign: false };

describe('endpointStatus', () => {
  it('keeps phase and timestamp', () => {
    expect(endpointStatus({ phase: 'x', timestamp: '2024-06-01T00:00:00Z', ready: true }, other)).toEqual({
      phase: 'x',
      timestamp: '2024-06-01T00:00:00Z',
      ready: true,
      live: true,
    });
    expect(endpointStatus({ phase: null, timestamp: null }, other)).toEqual({
      phase: undefined,
      timestamp: undefined,
      ready: false,
      live: false,
    });
  });

  describe('campaign-type endpoints', () => {
    it('are live only in phase campaign-published', () => {
      expect(endpointStatus({ phase: 'campaign-published' }, campaign)).toMatchObject({ ready: true, live: true });
      expect(endpointStatus({ phase: 'campaign-creating', ready: true, live: true }, campaign)).toMatchObject({
        ready: true,
        live: false,
      });
      expect(endpointStatus({ phase: 'campaign-creating' }, campaign)).toMatchObject({ ready: false, live: false });
    });

    it('are ready but not live in solution-version-ready and campaign-deleted', () => {
      for (const phase of ['solution-version-ready', 'campaign-deleted']) {
        expect(endpointStatus({ phase, ready: false, live: true }, campaign)).toMatchObject({ ready: true, live: false });
      }
    });
  });

  describe('other endpoints', () => {
    it('are live whenever ready', () => {
      expect(endpointStatus({ phase: 'anything', ready: true, live: false }, other)).toMatchObject({
        ready: true,
        live: true,
      });
      expect(endpointStatus({ ready: false }, other)).toMatchObject({ ready: false, live: false });
    });

    it('count a server live flag as ready', () => {
      expect(endpointStatus({ live: true }, other)).toMatchObject({ ready: true, live: true });
    });

    it('do not need campaign-published', () => {
      expect(endpointStatus({ phase: 'campaign-published', ready: false }, other)).toMatchObject({
        ready: false,
        live: false,
      });
    });

    it('are still ready but not live in solution-version-ready and campaign-deleted', () => {
      for (const phase of ['solution-version-ready', 'campaign-deleted']) {
        expect(endpointStatus({ phase, ready: true, live: true }, other)).toMatchObject({ ready: true, live: false });
      }
    });
  });
});

describe('endpointReadiness', () => {
  it('maps to waiting, ready or live', () => {
    expect(endpointReadiness({ ready: false, live: false })).toBe('waiting');
    expect(endpointReadiness({ ready: true, live: false })).toBe('ready');
    expect(endpointReadiness({ ready: true, live: true })).toBe('live');
  });
});
