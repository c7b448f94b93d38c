// Online (classic widgets) versus hyper-online (blocks), spec section 4 and the
// recommendations spec: the HicPlusModernMode flag decides when it says 'online' or
// 'hyper-online'; at 'default' (or unset) a site that ever had a live classic recommendation
// stays online, so merchants with working widgets are not switched under their feet.

export type RecommendationMode = 'online' | 'hyper-online';
export const MODERN_MODE_FLAG = 'HicPlusModernMode';

export interface RecommendationLike {
  readonly kind?: string | null;
  readonly status?: string | null;
  readonly everProduction?: boolean | null;
}

/**
 * Classic means every non-hyper kind (online and email), as the recommendations spec defines
 * it. "Ever live" is everProduction, or being live (production) right now.
 */
export function everHadLiveClassic(recommendations: readonly RecommendationLike[]): boolean {
  return recommendations.some(
    (rec) => rec.kind !== 'hyper-online' && (rec.everProduction === true || rec.status === 'production'),
  );
}

/** Any other flag value (unset, 'default', a typo) means "decide from history". */
export function recommendationMode(modernModeFlag: unknown, hadLiveClassic: boolean): RecommendationMode {
  if (modernModeFlag === 'online' || modernModeFlag === 'hyper-online') return modernModeFlag;
  return hadLiveClassic ? 'online' : 'hyper-online';
}

/** The mode of a site from its flags (Site.flags) and its recommendations. */
export function modeForSite(
  flags: Readonly<Record<string, unknown>> | null | undefined,
  recommendations: readonly RecommendationLike[],
): RecommendationMode {
  return recommendationMode(flags?.[MODERN_MODE_FLAG], everHadLiveClassic(recommendations));
}
