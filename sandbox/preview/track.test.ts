/** @jest-environment jsdom */
import type { EventBase } from '../../sdk/sandbox/delivery';
import { attributedRecommendation, FLUSH_DELAY_MS, MAX_BATCH, rememberAttribution, takeOrder, Tracker } from './track';

const base = (qa = false): EventBase => ({ at: 't', visitorId: 'v', sessionId: 's', formFactor: 'desktop', newOrReturning: 'new', qa, place: 'PDP', path: '/p' });

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe('event batching', () => {
  it('sends one batch a moment after the first event, with the common fields', () => {
    const send = jest.fn();
    const tracker = new Tracker('https://api.x', 's1', () => base(true), send);
    tracker.track({ type: 'page-view', pageViews: 1, timeOnSiteSeconds: 0 });
    tracker.track({ type: 'click', recommendationId: 'r', recommendProvider: 'q', productId: 'p' });
    expect(send).not.toHaveBeenCalled();
    jest.advanceTimersByTime(FLUSH_DELAY_MS);
    expect(send).toHaveBeenCalledTimes(1);
    const [url, body, leaving] = send.mock.calls[0];
    expect(url).toBe('https://api.x/delivery/v1/s1/events');
    expect(leaving).toBe(false);
    const batch = JSON.parse(body);
    expect(batch).toMatchObject({ version: 1, siteId: 's1' });
    expect(batch.events.map((e: { type: string }) => e.type)).toEqual(['page-view', 'click']);
    expect(batch.events.every((e: EventBase) => e.qa === true && e.visitorId === 'v')).toBe(true);
  });

  it('sends at once when a batch is full, and by beacon when the page hides', () => {
    const send = jest.fn();
    const tracker = new Tracker('https://api.x', 's1', () => base(), send);
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
