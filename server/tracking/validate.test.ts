import { HttpError } from '../lib/errors';
import { MAX_EVENTS_PER_BATCH, parseBatch } from './validate';

const SITE = '64d0c0ffee00000000000de0';
const NOW = Date.parse('2026-03-10T12:00:00Z');
const base = { at: '2026-03-10T11:59:58.000Z', visitorId: 'v-1234567890abcdef', sessionId: 's-1', formFactor: 'desktop', newOrReturning: 'new', qa: false, place: 'PDP', path: '/products/x' };
const batch = (events: unknown[], extra: Record<string, unknown> = {}) => ({ version: 1, siteId: SITE, sentAt: '2026-03-10T11:59:59.000Z', events, ...extra });

function refusal(body: unknown): string {
  try {
    parseBatch(body, SITE, NOW);
  } catch (err) {
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).statusCode).toBe(400);
    return (err as HttpError).message;
  }
  throw new Error('accepted');
}

describe('parseBatch', () => {
  it('reads every event type from text/plain JSON into rows, times moved by the clock skew', () => {
    const events = [
      { ...base, type: 'session-start', referrer: '' },
      { ...base, type: 'page-view', pageViews: 2, timeOnSiteSeconds: 31.5 },
      { ...base, type: 'impression', recommendationId: 'r1', recommendProvider: 'bought-together', productIds: ['p1', 'p2'] },
      { ...base, type: 'click', recommendationId: 'r1', recommendProvider: 'bought-together', productId: 'p2' },
      { ...base, type: 'add-to-cart', recommendationId: null, productId: 'p2', variantId: 'v2', quantity: 2, value: 40, currency: 'USD' },
      { ...base, type: 'order', orderId: '1001', total: 40, currency: 'USD', lineItems: [{ productId: 'p2', variantId: 'v2', quantity: 2, price: 20, recommendationId: 'r1' }] },
    ];
    const parsed = parseBatch(JSON.stringify(batch(events)), SITE, NOW);
    expect(parsed.qa).toBe(0);
    expect(parsed.visitorId).toBe(base.visitorId);
    expect(parsed.rows.map((r) => r.type)).toEqual(['session-start', 'page-view', 'impression', 'click', 'add-to-cart', 'order']);
    // sentAt was 1 s behind the server: every event moves 1 s forward.
    expect(parsed.rows[0].occurred_at.toISOString()).toBe('2026-03-10T11:59:59.000Z');
    expect(parsed.rows[1]).toMatchObject({ page_views: 2, time_on_site_s: 31.5, site_id: SITE, source: 'tag' });
    expect(parsed.rows[2]).toMatchObject({ recommendation_id: 'r1', provider: 'bought-together', product_ids: ['p1', 'p2'] });
    expect(parsed.rows[4]).toMatchObject({ recommendation_id: null, quantity: 2, value: 40, currency: 'USD' });
    expect(parsed.rows[5]).toMatchObject({ order_id: '1001', value: 40 });
  });

  it('keeps QA and preview events apart (source qa), counting them', () => {
    const parsed = parseBatch(batch([{ ...base, type: 'session-start', referrer: '', qa: true }, { ...base, type: 'page-view', pageViews: 1, timeOnSiteSeconds: 0 }]), SITE, NOW);
    expect(parsed.rows.map((r) => r.source)).toEqual(['qa', 'tag']);
    expect(parsed.qa).toBe(1);
  });

  it('reads the landing URL’s UTM source and medium on a session start (absent: NULL)', () => {
    const parsed = parseBatch(
      batch([{ ...base, type: 'session-start', referrer: '', utmSource: 'klaviyo', utmMedium: 'email' }, { ...base, type: 'session-start', referrer: 'https://www.google.com/' }]),
      SITE,
      NOW,
    );
    expect(parsed.rows[0]).toMatchObject({ utm_source: 'klaviyo', utm_medium: 'email' });
    expect(parsed.rows[1]).toMatchObject({ utm_source: null, utm_medium: null, referrer: 'https://www.google.com/' });
    expect(() => parseBatch(batch([{ ...base, type: 'session-start', referrer: '', utmSource: 7 }]), SITE, NOW)).toThrow('events[0].utmSource must be a string');
    expect(() => parseBatch(batch([{ ...base, type: 'page-view', pageViews: 1, timeOnSiteSeconds: 0, utmSource: 'x' }]), SITE, NOW)).toThrow('events[0].utmSource is not a field');
  });

  it.each([
    ['not JSON', '{', 'body must be an EventBatch as JSON'],
    ['a list', [], 'body must be an object'],
    ['another version', batch([{ ...base, type: 'session-start', referrer: '' }], { version: 2 }), 'body.version must be 1'],
    ['another site', batch([{ ...base, type: 'session-start', referrer: '' }], { siteId: 'x' }), 'body.siteId must be the site of the URL'],
    ['no events', batch([]), 'body.events must be a list of 1 to'],
    ['too many events', batch(Array.from({ length: MAX_EVENTS_PER_BATCH + 1 }, () => ({ ...base, type: 'session-start', referrer: '' }))), 'body.events must be a list'],
    ['an unknown type', batch([{ ...base, type: 'purchase' }]), 'events[0].type must be one of'],
    ['an unknown field', batch([{ ...base, type: 'session-start', referrer: '', extra: 1 }]), 'events[0].extra is not a field'],
    ['a long id', batch([{ ...base, type: 'session-start', referrer: '', sessionId: 'x'.repeat(65) }]), 'events[0].sessionId must be an id'],
    ['an old event', batch([{ ...base, type: 'session-start', referrer: '', at: '2026-03-08T11:00:00Z' }]), 'events[0].at must be within 24 hours'],
    ['a time without zone', batch([{ ...base, type: 'session-start', referrer: '', at: '2026-03-10 11:00:00' }]), 'events[0].at must be an ISO-8601 time'],
    ['mixed visitors', batch([{ ...base, type: 'session-start', referrer: '' }, { ...base, visitorId: 'other-visitor-id', type: 'session-start', referrer: '' }]), 'events[1].visitorId must be the same'],
    ['a bad place', batch([{ ...base, type: 'session-start', referrer: '', place: 'HOME' }]), 'events[0].place must be a page place'],
    ['a relative path', batch([{ ...base, type: 'session-start', referrer: '', path: 'x' }]), 'events[0].path must start with /'],
    ['a string qa', batch([{ ...base, type: 'session-start', referrer: '', qa: 'false' }]), 'events[0].qa must be true or false'],
    ['a negative quantity', batch([{ ...base, type: 'add-to-cart', recommendationId: null, productId: 'p', variantId: 'v', quantity: -1, value: 1, currency: 'USD' }]), 'events[0].quantity must be an integer'],
    ['a product id with a comma', batch([{ ...base, type: 'impression', recommendationId: 'r', recommendProvider: 'x', productIds: ['a,b'] }]), 'events[0].productIds.0 must be an id'],
    ['a bad order line', batch([{ ...base, type: 'order', orderId: '1', total: 1, currency: 'USD', lineItems: [{ productId: 'p', variantId: 'v', quantity: 1, price: 'x', recommendationId: null }] }]), 'events[0].lineItems[0].price must be a number'],
    ['a QA event with a bad field', batch([{ ...base, type: 'page-view', qa: true, pageViews: 0, timeOnSiteSeconds: 0 }]), 'events[0].pageViews must be an integer'],
  ])('refuses %s with a 400 naming the field', (_what, body, message) => {
    expect(refusal(body)).toContain(message);
  });
});

describe('parseBatch: exposures (the holdout)', () => {
  it('stores an exposure as its recommendation and the page place, with no arm from the client', () => {
    const parsed = parseBatch(batch([{ ...base, type: 'exposure', recommendationId: 'r1' }]), SITE, NOW);
    expect(parsed.rows).toHaveLength(1);
    expect(parsed.rows[0]).toMatchObject({ type: 'exposure', recommendation_id: 'r1', place: 'PDP', arm: null, product_id: null, provider: null });
  });

  it('refuses an exposure without a recommendation, and any arm the client claims', () => {
    expect(refusal(batch([{ ...base, type: 'exposure' }]))).toBe('events[0].recommendationId must be an id (1-64 letters, digits, _ or -)');
    expect(refusal(batch([{ ...base, type: 'exposure', recommendationId: 'r1', arm: 'treatment' }]))).toBe('events[0].arm is not a field of this event');
  });
});
