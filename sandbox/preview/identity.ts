import type { NewOrReturning } from '../../sdk/sandbox/delivery';

export const VISITOR_KEY = 'vitrine.visitor';
export const SESSION_KEY = 'vitrine.session';
export const VISITOR_COOKIE = 'vitrine_vid';
export const VISITOR_TTL_MS = 365 * 24 * 3600 * 1000;
export const SESSION_IDLE_MS = 30 * 60 * 1000;

interface StoredVisitor {
  id: string;
  sessions: number;
}
interface StoredSession {
  id: string;
  start: number;
  last: number;
  views: number;
}

export interface Identity {
  visitorId: string;
  sessionId: string;
  newOrReturning: NewOrReturning;
  /** True when this page view started the session. */
  sessionStarted: boolean;
  sessionStart: number;
  /** Page views in the session, this one included. */
  pageViews: number;
}

export const newId = () => (typeof crypto !== 'undefined' && crypto.randomUUID ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`);

function read<T>(storage: Storage, key: string): T | null {
  try {
    return JSON.parse(storage.getItem(key) ?? 'null') as T | null;
  } catch {
    return null;
  }
}
function write(storage: Storage, key: string, value: unknown) {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: ids then last for this page only, which only costs accuracy.
  }
}

function cookieVisitor(doc: Document): string | null {
  const match = new RegExp(`(?:^|; )${VISITOR_COOKIE}=([^;]+)`).exec(doc.cookie);
  return match ? decodeURIComponent(match[1]) : null;
}

/**
 * Counts a page view: the visitor id (1 year, first-party localStorage mirrored in a cookie so
 * either survives the other being cleared) and the session (new after 30 minutes idle).
 */
export function pageViewIdentity(storage: Storage, doc: Document, now = Date.now()): Identity {
  const visitor = read<StoredVisitor>(storage, VISITOR_KEY) ?? { id: cookieVisitor(doc) ?? newId(), sessions: 0 };
  let session = read<StoredSession>(storage, SESSION_KEY);
  const sessionStarted = !session || now - session.last > SESSION_IDLE_MS;
  if (sessionStarted) {
    session = { id: newId(), start: now, last: now, views: 0 };
    visitor.sessions += 1;
  }
  const current = session as StoredSession;
  current.views += 1;
  current.last = now;
  write(storage, VISITOR_KEY, visitor);
  write(storage, SESSION_KEY, current);
  doc.cookie = `${VISITOR_COOKIE}=${encodeURIComponent(visitor.id)}; max-age=${VISITOR_TTL_MS / 1000}; path=/; samesite=lax`;
  return {
    visitorId: visitor.id,
    sessionId: current.id,
    newOrReturning: visitor.sessions > 1 ? 'returning' : 'new',
    sessionStarted,
    sessionStart: current.start,
    pageViews: current.views,
  };
}

/** Activity keeps the session alive (an add to cart, a click) without counting a page view. */
export function touchSession(storage: Storage, now = Date.now()): void {
  const session = read<StoredSession>(storage, SESSION_KEY);
  if (session) write(storage, SESSION_KEY, { ...session, last: now });
}

export { read as readStored, write as writeStored };
