import type { SiteFlagValue } from 'sdk';

export type Mode = 'online' | 'hyper-online';

/**
 * Spec 4: HicPlusModernMode decides online versus hyper-online; at 'default' (or unset) the
 * mode is online if the site ever had a live classic recommendation, otherwise hyper-online.
 */
export function appletMode(flag: SiteFlagValue | undefined, recs: readonly { kind: string; everProduction: boolean }[]): Mode {
  if (flag === 'online' || flag === 'hyper-online') return flag;
  return recs.some((r) => r.kind === 'online' && r.everProduction) ? 'online' : 'hyper-online';
}
