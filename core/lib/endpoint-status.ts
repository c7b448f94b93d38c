// Endpoint status rules of spec section 4 (the recommendation engine's provisioning status,
// one entry per endpoint: phase, timestamp, ready, live).

export const CAMPAIGN_PUBLISHED = 'campaign-published';
/** Phases in which an endpoint is ready but not live, whatever the server's flags say. */
export const READY_NOT_LIVE_PHASES: readonly string[] = ['solution-version-ready', 'campaign-deleted'];

export interface RawEndpointStatus {
  readonly phase?: string | null;
  readonly timestamp?: string | null;
  readonly ready?: boolean | null;
  readonly live?: boolean | null;
}

export interface EndpointStatus {
  readonly phase: string | undefined;
  readonly timestamp: string | undefined;
  readonly ready: boolean;
  readonly live: boolean;
}

/** Data readiness per endpoint (recommendations spec): unsupported is decided elsewhere. */
export type EndpointReadiness = 'waiting' | 'ready' | 'live';

/**
 * The effective ready and live of an endpoint.
 * - solution-version-ready and campaign-deleted: ready, not live. Applied to every endpoint
 *   type first, as the spec states it without a type.
 * - Campaign-type endpoints: live only in phase campaign-published; ready when the server says
 *   so or when live (a live endpoint is always ready).
 * - Other endpoints: ready implies live; a server `live` flag alone also counts as ready.
 */
export function endpointStatus(raw: RawEndpointStatus, { campaign }: { campaign: boolean }): EndpointStatus {
  const phase = raw.phase ?? undefined;
  const timestamp = raw.timestamp ?? undefined;
  if (phase !== undefined && READY_NOT_LIVE_PHASES.includes(phase)) {
    return { phase, timestamp, ready: true, live: false };
  }
  if (campaign) {
    const live = phase === CAMPAIGN_PUBLISHED;
    return { phase, timestamp, ready: live || raw.ready === true, live };
  }
  const ready = raw.ready === true || raw.live === true;
  return { phase, timestamp, ready, live: ready };
}

export function endpointReadiness(status: Pick<EndpointStatus, 'ready' | 'live'>): EndpointReadiness {
  if (status.live) return 'live';
  return status.ready ? 'ready' : 'waiting';
}
