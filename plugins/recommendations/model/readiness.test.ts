import { REC_MESSAGES as M } from './messages';
import { endpointStatus, phaseFlags, type EndpointFacts } from './readiness';

const now = new Date('2026-01-01T12:00:00Z');
const min = (n: number) => new Date(now.getTime() + n * 60_000);
const facts = (over: Partial<EndpointFacts>): EndpointFacts => ({
  endpoint: 'personalized',
  dataReadyAt: min(-600),
  campaignRequestedAt: null,
  campaignDeletedAt: null,
  supported: true,
  now,
  provisionMs: 20 * 60_000,
  ...over,
});

describe('phase rules (console-shell spec 4)', () => {
  it('campaign endpoints are live only when published; solution-version-ready and campaign-deleted are ready', () => {
    expect(phaseFlags(true, 'campaign-published')).toEqual({ ready: true, live: true });
    expect(phaseFlags(true, 'solution-version-ready')).toEqual({ ready: true, live: false });
    expect(phaseFlags(true, 'campaign-deleted')).toEqual({ ready: true, live: false });
    expect(phaseFlags(false, 'endpoint-active')).toEqual({ ready: true, live: true });
    expect(phaseFlags(true, 'data-collection')).toEqual({ ready: false, live: false });
  });
});

describe('endpoint status from timestamps', () => {
  it('waits for data collection while the tag was never validated or training is not done', () => {
    expect(endpointStatus(facts({ dataReadyAt: null }))).toMatchObject({ state: 'waiting', phase: 'data-collection', message: M.waiting });
    expect(endpointStatus(facts({ dataReadyAt: min(5) }))).toMatchObject({ state: 'waiting' });
  });

  it('is ready before a campaign is requested, pending for the provisioning time, then live', () => {
    expect(endpointStatus(facts({}))).toMatchObject({ state: 'ready', phase: 'solution-version-ready', live: false });
    expect(endpointStatus(facts({ campaignRequestedAt: min(-5) }))).toMatchObject({ state: 'ready', phase: 'campaign-pending', liveAt: min(15).toISOString() });
    expect(endpointStatus(facts({ campaignRequestedAt: min(-20) }))).toMatchObject({ state: 'live', phase: 'campaign-published', timestamp: now.toISOString() });
  });

  it('goes back to ready when the campaign is deleted, and is live again after a new request', () => {
    expect(endpointStatus(facts({ campaignRequestedAt: min(-60), campaignDeletedAt: min(-1) }))).toMatchObject({ state: 'ready', phase: 'campaign-deleted' });
    expect(endpointStatus(facts({ campaignRequestedAt: min(-30), campaignDeletedAt: min(-40) }))).toMatchObject({ state: 'live' });
  });

  it('other endpoints are live as soon as the data is ready; unsupported ones are Currently Unavailable', () => {
    expect(endpointStatus(facts({ endpoint: 'best-sellers' }))).toMatchObject({ state: 'live', phase: 'endpoint-active' });
    expect(endpointStatus(facts({ endpoint: 'bot-exit-offer', dataReadyAt: null }))).toMatchObject({ state: 'live' });
    expect(endpointStatus(facts({ supported: false }))).toMatchObject({ state: 'unsupported', message: M.unavailable, ready: false, live: false });
  });
});
