/** @jest-environment jsdom */
import { pageViewIdentity, SESSION_IDLE_MS, touchSession, VISITOR_COOKIE } from './identity';

beforeEach(() => {
  localStorage.clear();
  document.cookie = `${VISITOR_COOKIE}=; max-age=0; path=/`;
});

describe('visitor and session ids', () => {
  it('keeps the visitor and session across page views and counts them', () => {
    const first = pageViewIdentity(localStorage, document, 1000);
    const second = pageViewIdentity(localStorage, document, 2000);
    expect(first).toMatchObject({ sessionStarted: true, newOrReturning: 'new', pageViews: 1 });
    expect(second).toMatchObject({ visitorId: first.visitorId, sessionId: first.sessionId, sessionStarted: false, pageViews: 2, sessionStart: 1000 });
    expect(document.cookie).toContain(`${VISITOR_COOKIE}=${first.visitorId}`);
  });

  it('starts a new session after 30 idle minutes, and the visitor is then returning', () => {
    const first = pageViewIdentity(localStorage, document, 0);
    const later = pageViewIdentity(localStorage, document, SESSION_IDLE_MS + 1);
    expect(later.visitorId).toBe(first.visitorId);
    expect(later.sessionId).not.toBe(first.sessionId);
    expect(later).toMatchObject({ sessionStarted: true, newOrReturning: 'returning', pageViews: 1 });
  });

  it('activity keeps the session alive without counting a page view', () => {
    const first = pageViewIdentity(localStorage, document, 0);
    touchSession(localStorage, SESSION_IDLE_MS - 1);
    const next = pageViewIdentity(localStorage, document, 2 * SESSION_IDLE_MS - 2);
    expect(next).toMatchObject({ sessionId: first.sessionId, pageViews: 2 });
  });

  it('recovers the visitor id from the cookie when storage was cleared', () => {
    const first = pageViewIdentity(localStorage, document, 0);
    localStorage.clear();
    expect(pageViewIdentity(localStorage, document, 10).visitorId).toBe(first.visitorId);
  });
});
