import { isIncludedInMarket, KPIS, marketStats, PEER_KINDS, peerKeyOf, type PeerKind, type ShopProfile } from '../score';
import { marketOut, type KpiMarketOut } from './answer';
import type { ScoredMarket } from './market';
import { kpiMarketShops } from './market-privacy';

// Peer groups under the market privacy rule (server/analytics/CONTRACT.md "Market privacy",
// and §5 "Peer groups"). A peer group is a market narrowed by what a shop is, so both rules
// that guard a narrowed market apply, per KPI:
// 1. the group's KPI market comes from at least minShops shops the reader may not read;
// 2. the rest of the whole market's KPI shops (whole minus group) are 0 or at least minShops
//    unreadable shops, so "whole market minus this group" never isolates a few shops either.
// A KPI failing either is left out of the group's market and listed in withheldKpis.

export interface PeerGroupOut {
  kind: PeerKind;
  /** The reader's shop's group (e.g. 'home', 'medium', 'europe'); null when unknown. */
  key: string | null;
  /** Shops of the group that pass the inclusion bars; null when nothing of it is shown. */
  shopCount: number | null;
  /** True when every KPI of the group is withheld (or the group is unknown). */
  suppressed: boolean;
  market: KpiMarketOut[];
  withheldKpis: string[];
}

const unreadable = (ids: readonly string[], readable: ReadonlySet<string>) => ids.filter((id) => !readable.has(id)).length;

function peerGroup(
  scored: ScoredMarket,
  profiles: ReadonlyMap<string, ShopProfile>,
  target: string,
  kind: PeerKind,
  readable: ReadonlySet<string>,
  minShops: number,
): PeerGroupOut {
  const keyOf = (siteId: string) => peerKeyOf(kind, scored.rowsById.get(siteId)?.visits ?? Number.NaN, profiles.get(siteId));
  const key = keyOf(target);
  if (key === null) return { kind, key, shopCount: null, suppressed: true, market: [], withheldKpis: [] };

  const rows = scored.rows.filter((row) => keyOf(row.siteId) === key);
  const groupShops = kpiMarketShops(rows);
  const withheld = new Set<string>();
  for (const [kpi, ids] of groupShops) {
    const inGroup = new Set(ids);
    const rest = (scored.kpiShops.get(kpi) ?? []).filter((id) => !inGroup.has(id));
    const restUnknown = unreadable(rest, readable);
    if (unreadable(ids, readable) < minShops || (restUnknown > 0 && restUnknown < minShops)) withheld.add(kpi);
  }
  const market = marketOut({ ...scored, market: marketStats(rows) }).filter((kpi) => !withheld.has(kpi.name));
  // A KPI the group has no market for at all is listed too: there is nothing to compare with.
  const withheldKpis = KPIS.map((k) => k.name).filter((name) => !market.some((m) => m.name === name));
  const suppressed = market.length === 0;
  // Counted like the rule counts: the shops the reader may not read (never their own).
  const shopCount = suppressed ? null : unreadable(rows.filter(isIncludedInMarket).map((row) => row.siteId), readable);
  return { kind, key, shopCount, suppressed, market, withheldKpis };
}

/** The reader's shop's group of every kind, each with only what the rule above lets through. */
export function peerGroups(
  scored: ScoredMarket,
  profiles: ReadonlyMap<string, ShopProfile>,
  target: string,
  readable: ReadonlySet<string>,
  minShops: number,
): PeerGroupOut[] {
  return PEER_KINDS.map((kind) => peerGroup(scored, profiles, target, kind, readable, minShops));
}
