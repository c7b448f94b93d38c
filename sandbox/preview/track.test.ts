/** @jest-environment jsdom */
import type { EventBase } from '../../sdk/sandbox/delivery';
import { attributedRecommendation, FLUSH_DELAY_MS, MAX_BATCH, rememberAttribution, takeOrder, TOKEN_RENEW_MARGIN_MS, Tracker } from './track';

const grant = (token: string, inMs = 15 * 60_000) => ({ token, expiresAt: new Date(Date.now() + inMs).toISOString() });
/** Lets the grant promises settle (fake timers leave microtasks alone). */
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

const base = (qa = false): EventBase => ({ at: 't', visitorId: 'v', sessionId: 's', formFactor: 'desktop', newOrReturning: 'new', qa, place: 'PDP', path: '/p' });

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe('event batching', () => {
  it('sends one batch a moment after the first event, with the common fields and the token', async () => {
    const send = jest.fn();
    const tracker = new Tracker('https://api.x', 's1', () => base(true), send);
    tracker.useGrant(Promise.resolve(grant('t1')));
    await settle();
    tracker.track({ type: 'page-view', pageViews: 1, timeOnSiteSeconds: 0 });
    tracker.track({ type: 'click', recommendationId: 'r', recommendProvider: 'q', productId: 'p' });
    expect(send).not.toHaveBeenCalled();
    jest.advanceTimersByTime(FLUSH_DELAY_MS);
    expect(send).toHaveBeenCalledTimes(1);
    const [url, body, leaving] = send.mock.calls[0];
    expect(url).toBe('https://api.x/delivery/v1/s1/events');
    expect(leaving).toBe(false);
    const batch = JSON.parse(body);
    expect(batch).toMatchObject({ version: 1, siteId: 's1', token: 't1' });
    expect(batch.events.map((e: { type: string }) => e.type)).toEqual(['page-view', 'click']);
    expect(batch.events.every((e: EventBase) => e.qa === true && e.visitorId === 'v')).toBe(true);
  });

  it('sends at once when a batch is full, and by beacon when the page hides', async () => {
    const send = jest.fn();
    const tracker = new Tracker('https://api.x', 's1', () => base(), send);
    tracker.useGrant(Promise.resolve(grant('t1')));
    await settle();
    for (let i = 0; i < MAX_BATCH; i++) tracker.track({ type: 'page-view', pageViews: i, timeOnSiteSeconds: 0 });
    expect(send).toHaveBeenCalledTimes(1);
    tracker.flushOnHide(window);
    tracker.track({ type: 'page-view', pageViews: 99, timeOnSiteSeconds: 0 });
    window.dispatchEvent(new Event('pagehide'));
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1][2]).toBe(true);
    tracker.flush(false);
    expect(send).toHaveBeenCalledTimes(2); // nothing left to send
  });
});

describe('events tokens', () => {
  it('holds batches until the first token is in, then sends them', async () => {
    const send = jest.fn();
    const tracker = new Tracker('https://api.x', 's1', () => base(), send);
    let give: (g: ReturnType<typeof grant>) => void = () => undefined;
    tracker.useGrant(new Promise((resolve) => (give = resolve)));
    tracker.track({ type: 'page-view', pageViews: 1, timeOnSiteSeconds: 0 });
    jest.advanceTimersByTime(FLUSH_DELAY_MS);
    expect(send).not.toHaveBeenCalled();
    give(grant('first'));
    await settle();
    expect(send).toHaveBeenCalledTimes(1);
    expect(JSON.parse(send.mock.calls[0][1]).token).toBe('first');
  });

  it('renews a token about to expire during a long visit before the next batch', async () => {
    const send = jest.fn();
    const fetchGrant = jest.fn(async () => grant('renewed'));
    const tracker = new Tracker('https://api.x', 's1', () => base(), send, fetchGrant);
    tracker.useGrant(Promise.resolve(grant('first', 10 * 60_000)));
    await settle();
    tracker.track({ type: 'page-view', pageViews: 1, timeOnSiteSeconds: 0 });
    jest.advanceTimersByTime(FLUSH_DELAY_MS);
    expect(fetchGrant).not.toHaveBeenCalled();
    // The shopper reads one page for ten minutes, then clicks.
    jest.advanceTimersByTime(10 * 60_000 - TOKEN_RENEW_MARGIN_MS);
    tracker.track({ type: 'click', recommendationId: 'r', recommendProvider: 'q', productId: 'p' });
    jest.advanceTimersByTime(FLUSH_DELAY_MS);
    expect(fetchGrant).toHaveBeenCalledTimes(1);
    await settle();
    expect(send.mock.calls.map((call) => JSON.parse(call[1]).token)).toEqual(['first', 'renewed']);
  });

  it('keeps events when no token can be had, and asks again only with the next batch', async () => {
    const send = jest.fn();
    const fetchGrant = jest.fn<Promise<ReturnType<typeof grant> | null>, []>(async () => null);
    const tracker = new Tracker('https://api.x', 's1', () => base(), send, fetchGrant);
    tracker.track({ type: 'page-view', pageViews: 1, timeOnSiteSeconds: 0 });
    jest.advanceTimersByTime(FLUSH_DELAY_MS);
    await settle();
    expect(fetchGrant).toHaveBeenCalledTimes(1);
    expect(send).not.toHaveBeenCalled();
    fetchGrant.mockImplementation(async () => grant('late'));
    tracker.track({ type: 'page-view', pageViews: 2, timeOnSiteSeconds: 5 });
    jest.advanceTimersByTime(FLUSH_DELAY_MS);
    await settle();
    expect(send).toHaveBeenCalledTimes(1);
    expect(JSON.parse(send.mock.calls[0][1]).events).toHaveLength(2);
  });
});

describe('attribution and orders', () => {
  it('credits the last recommendation that led to a product', () => {
    rememberAttribution(localStorage, 'p1', 'r1', 1000);
    rememberAttribution(localStorage, 'p1', 'r2', 2000);
    expect(attributedRecommendation(localStorage, 'p1', 3000)).toBe('r2');
    expect(attributedRecommendation(localStorage, 'p2', 3000)).toBeNull();
    expect(attributedRecommendation(localStorage, 'p1', 2000 + 31 * 24 * 3600 * 1000)).toBeNull();
  });

  it('reads the thank-you page order once per order id', () => {
    document.body.innerHTML = '<script type="application/json" id="vitrine-order">{"id":"1001","total":70,"currency":"USD","lineItems":[{"productId":"p1","variantId":"v1","quantity":2,"price":35}]}</script>';
    expect(takeOrder(document, localStorage)).toMatchObject({ id: '1001', total: 70 });
    expect(takeOrder(document, localStorage)).toBeNull();
    document.body.innerHTML = '<script type="application/json" id="vitrine-order">not json</script>';
    expect(takeOrder(document, localStorage)).toBeNull();
  });
});
