import { RECIPES } from '../engine/types';
import { REC_MESSAGES as M } from './messages';

/**
 * Endpoint readiness (recommendations spec 4, console-shell spec 4). A campaign endpoint
 * (a trained model served per shopper) is live only in phase campaign-published; the
 * phases solution-version-ready and campaign-deleted are ready but not live. For every
 * other endpoint ready implies live.
 */
export const CAMPAIGN_RECIPES = ['personalized', 'similar', 'bought-together', 'trending'] as const;
export const isCampaignRecipe = (recipe: string) => (CAMPAIGN_RECIPES as readonly string[]).includes(recipe);

export const PHASES = ['data-collection', 'solution-version-ready', 'campaign-pending', 'campaign-published', 'campaign-deleted', 'endpoint-active', 'unsupported'] as const;
export type Phase = (typeof PHASES)[number];
export type EndpointState = 'waiting' | 'ready' | 'live' | 'unsupported';

/** The console-shell rule: ready and live from the endpoint type and its phase. */
export function phaseFlags(campaign: boolean, phase: Phase): { ready: boolean; live: boolean } {
  if (phase === 'data-collection' || phase === 'unsupported') return { ready: false, live: false };
  if (!campaign) return { ready: true, live: true };
  return { ready: true, live: phase === 'campaign-published' };
}

export interface EndpointFacts {
  /** The recipe the endpoint serves, or a growth bot's name (no endpoint needed). */
  endpoint: string;
  /** When the shop's data is collected and a model trained; null = tag never validated. */
  dataReadyAt: Date | null;
  campaignRequestedAt: Date | null;
  campaignDeletedAt: Date | null;
  supported: boolean;
  now: Date;
  /** How long publishing a campaign takes (Go Live about 20 minutes, spec 9). */
  provisionMs: number;
}

export interface EndpointStatus {
  endpoint: string;
  state: EndpointState;
  ready: boolean;
  live: boolean;
  phase: Phase;
  /** When the current phase began (ISO), or null when unknown. */
  timestamp: string | null;
  /** For a campaign being published: when it will be live. */
  liveAt?: string;
  message?: string;
}

const iso = (d: Date) => d.toISOString();

/** Computes an endpoint's phase from stored timestamps: no timers, the clock decides. */
export function endpointStatus(f: EndpointFacts): EndpointStatus {
  const campaign = isCampaignRecipe(f.endpoint);
  const out = (phase: Phase, timestamp: Date | null, extra: Partial<EndpointStatus> = {}): EndpointStatus => {
    const flags = phaseFlags(campaign, phase);
    const state: EndpointState = phase === 'unsupported' ? 'unsupported' : !flags.ready ? 'waiting' : flags.live ? 'live' : 'ready';
    return { endpoint: f.endpoint, state, ...flags, phase, timestamp: timestamp ? iso(timestamp) : null, ...extra };
  };
  if (!f.supported) return out('unsupported', null, { message: M.unavailable });
  const needsData = (RECIPES as readonly string[]).includes(f.endpoint);
  if (needsData && (!f.dataReadyAt || f.dataReadyAt > f.now)) return out('data-collection', f.dataReadyAt, { message: M.waiting });
  if (!campaign) return out('endpoint-active', f.dataReadyAt);
  const requested = f.campaignRequestedAt;
  const deleted = f.campaignDeletedAt;
  if (requested && (!deleted || deleted < requested)) {
    const liveAt = new Date(requested.getTime() + f.provisionMs);
    return liveAt <= f.now ? out('campaign-published', liveAt) : out('campaign-pending', requested, { liveAt: iso(liveAt) });
  }
  if (deleted) return out('campaign-deleted', deleted);
  return out('solution-version-ready', f.dataReadyAt);
}
