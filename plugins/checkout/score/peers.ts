// Peer groups (issue 12, part 3): a merchant compares with shops like theirs — the same
// industry, size band or region — not only with the whole market. What puts a shop in a
// group is stated here once, for the server that builds the groups and the UI that names them.

export const PEER_KINDS = ['industry', 'size', 'region'] as const;
export type PeerKind = (typeof PEER_KINDS)[number];

/** What the analytics store knows of a shop beyond its funnel counts. */
export interface ShopProfile {
  tags: readonly string[];
  /** The country most of its sessions come from (ISO alpha-2), if any. */
  country: string | null;
}

/**
 * Industries, in the order a shop's tags are read: the first of its tags found here is its
 * industry (a garden shop tagged home+garden is a home shop: more peers, same buyers).
 */
export const INDUSTRIES = ['apparel', 'home', 'beauty', 'sports', 'outdoor', 'food', 'electronics', 'toys', 'jewelry', 'books'] as const;

/**
 * Size bands by sessions in the score's 4 weeks. Bounds picked so each band of the seeded
 * world holds shops: small shops fight for every visit, large ones tune a busy checkout.
 */
export const SIZE_BANDS = [
  { key: 'small', maxVisits: 5000 },
  { key: 'medium', maxVisits: 20000 },
  { key: 'large', maxVisits: Number.POSITIVE_INFINITY },
] as const;

const REGION_BY_COUNTRY: Record<string, string> = {
  US: 'northAmerica',
  CA: 'northAmerica',
  MX: 'northAmerica',
  GB: 'europe',
  DE: 'europe',
  NO: 'europe',
  NL: 'europe',
  FR: 'europe',
  SE: 'europe',
  DK: 'europe',
  ES: 'europe',
  IT: 'europe',
  AU: 'asiaPacific',
  NZ: 'asiaPacific',
  JP: 'asiaPacific',
};

export function industryOf(tags: readonly string[]): string | null {
  return INDUSTRIES.find((industry) => tags.includes(industry)) ?? null;
}

export function sizeBandOf(visits: number): string | null {
  if (!Number.isFinite(visits) || visits <= 0) return null;
  return SIZE_BANDS.find((band) => visits < band.maxVisits)!.key;
}

export function regionOf(country: string | null): string | null {
  return country ? (REGION_BY_COUNTRY[country.toUpperCase()] ?? 'other') : null;
}

/** The group of a shop for one kind of peer, or null when it is not known. */
export function peerKeyOf(kind: PeerKind, visits: number, profile: ShopProfile | undefined): string | null {
  if (kind === 'size') return sizeBandOf(visits);
  if (kind === 'industry') return industryOf(profile?.tags ?? []);
  return regionOf(profile?.country ?? null);
}
