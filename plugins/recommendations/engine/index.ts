// Public surface of the recommendation engine: pure, no I/O; the server and the applet's UI import it.
export { buildShopModel } from './build-model';
export type { BuildShopModelInput } from './build-model';
export * as ENGINE_CONSTANTS from './constants';
export { compareIds, parseIdList } from './ids';
export type { ModelOptions, ShopModel } from './model';
export { recommend } from './recommend';
export { FALLBACK_CHAINS } from './recipes/registry';
export type { RecommendContext, RecommendedItem, RecommendRequest, RecommendResult, RecommendRules } from './request';
export { compileRules, DEFAULT_RULES, resolveDisplayUnavailable, rulesFromSettings } from './rules';
export type { SiteSettingsRuleFields, WidgetRuleOptions } from './rules';
export { priceCloseness, similarity } from './similarity';
export { trendingScore } from './sales';
export { DISPLAY_UNAVAILABLE, RECIPES } from './types';
export type * from './types';
