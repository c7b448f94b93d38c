import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../auth/sessions';
import { consultedSession } from './auth';

/** The API, GraphQL and auth routes: everything but the console's static files. */
const DATA_ROUTE = /^\/(?:api2?|graphql|auth)(?:[/?]|$)/;
const SESSION_IN_HEADER = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=`);

/** Parsed cookies when the cookie plugin ran; the raw header when a hook refused the request before it did. */
function carriesSession(request: FastifyRequest): boolean {
  if (request.cookies?.[SESSION_COOKIE] !== undefined) return true;
  const header = request.headers.cookie;
  return typeof header === 'string' && SESSION_IN_HEADER.test(header);
}

/** An answer that sets or clears the session cookie (sign-in, sign-out) is about a session too. */
function setsSession(reply: FastifyReply): boolean {
  const header = reply.getHeader('set-cookie');
  return [header ?? []].flat().some((line) => String(line).startsWith(`${SESSION_COOKIE}=`));
}

/**
 * Cache-Control: no-store on every authenticated answer: successes, refusals and errors of the
 * API, GraphQL and auth routes, and any other answer made with the session read. No shared or
 * browser cache keeps someone's data, not even the dropdown feeds or a site's favicon (its name
 * is in it): their callers keep them in memory for the page's life instead. Answers made without
 * the session (static files, the public gallery, the storefront's delivery API) keep the policy
 * their route chose.
 */
export function installNoStore(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    const current = reply.getHeader('cache-control');
    if (typeof current === 'string' && /(?:^|,)\s*no-store\s*(?:,|$)/.test(current)) return;
    const authenticated =
      setsSession(reply) || (carriesSession(request) && (consultedSession(request) || (DATA_ROUTE.test(request.url) && current === undefined)));
    if (authenticated) reply.header('cache-control', 'no-store');
  });
}
