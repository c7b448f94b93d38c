import { PREVIEW_QUERY_PARAM } from '../../sdk/sandbox/delivery';
import type { StaffActionId } from '../../plugins/recommendations/model/staffActions';
import { signPreviewToken } from '../delivery/preview-token';
import type { AppContext } from '../http/context';
import { badRequest, notFound } from '../lib/errors';
import { isId } from '../lib/ids';
import { appletBilling } from '../plans/billing';
import { pickablePlan, shopTier } from '../plans/offer';
import { recordMarker } from '../recommendations/markers';
import { ASSET_KEY } from './demo-theme';
import { DEFAULT_PRODUCTS, MAX_PRODUCTS, productsAction } from './products-action';
import { SHOP_MESSAGES } from './messages';
import { bool, int, obj, type Params, str } from './params';
import { CACHE_TYPES } from './demo-discounts';
import { CUSTOM_DISCOUNT_KINDS, type CustomDiscountKind, type DynamicDiscountInput } from '../../plugins/recommendations/model/discounts';
import { DYNAMIC_TAG_FLAGS, type DynamicTagFlags, type PreviewRequest, type ShopAppId, type ShopCall } from './platform';
import { SUBSCRIPTION_ID } from './subscription-json';

/**
 * The shop actions of spec 7 (/api2/shop/{appId}/action/{action}): which methods each
 * takes, who may call it, and how its parameters are read. Reads are GET; anything that
 * changes the shop is POST/PUT/DELETE so the CSRF defence covers it. Later issues add
 * entries here (products, discounts) without touching the route.
 */
export type ShopMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ActionInput {
  ctx: AppContext;
  call: ShopCall;
  params: Params;
}

interface ActionHandler {
  staff?: boolean;
  /** A staff write names its entry in the staff action log (server/staff-log). */
  log?: StaffActionId;
  run(input: ActionInput): Promise<unknown>;
}

export interface ShopAction {
  /** Apps that have the action; every app when absent. */
  apps?: readonly ShopAppId[];
  methods: Partial<Record<ShopMethod, ActionHandler>>;
}

const TIER = /^[a-z][a-z0-9-]{0,39}$/;
const KIND = /^[a-z-]{1,20}$/;

function previewRequest(params: Params): PreviewRequest {
  const recommendation = str(params, 'recommendation', { max: 24 });
  if (recommendation !== undefined && !isId(recommendation)) throw badRequest('recommendation must be a 24-character hex id');
  return {
    pageClass: str(params, 'pageClass', { max: 200, required: true })!,
    altPath: str(params, 'altPath', { max: 500 }),
    recommendation,
    kind: str(params, 'kind', { max: 20, pattern: KIND }),
  };
}

function dynamicTagFlags(params: Params): Partial<DynamicTagFlags> {
  const input = obj(params, 'dynamicTag');
  if (!input) throw badRequest('missing dynamicTag');
  const flags: Partial<DynamicTagFlags> = {};
  for (const [key, value] of Object.entries(input)) {
    if (!(DYNAMIC_TAG_FLAGS as readonly string[]).includes(key)) throw badRequest(`Unknown dynamic tag flag: ${key.slice(0, 40)}`);
    if (typeof value !== 'boolean') throw badRequest(`dynamicTag.${key} must be true or false`);
    flags[key as keyof DynamicTagFlags] = value;
  }
  return flags;
}

/** Dynamic discount form (spec 3): the save needs every value (spec 5). */
function dynamicDiscount(params: Params): DynamicDiscountInput {
  const need = <T>(field: string, value: T | undefined): T => {
    if (value === undefined) throw badRequest(SHOP_MESSAGES.discountNeedsValues(field));
    return value;
  };
  const title = need('title', str(params, 'title', { max: 255 }));
  if (title.includes('\u0000')) throw badRequest('title must not contain NUL characters');
  return {
    title,
    external: need('external', str(params, 'external', { max: 40, pattern: /^[A-Za-z0-9_-]+$/ })),
    percentage: need('percentage', int(params, 'percentage', { min: 1, max: 100 })),
    combineProductDiscounts: bool(params, 'combineProductDiscounts', false),
    combineShippingDiscounts: bool(params, 'combineShippingDiscounts', false),
  };
}

function customDiscountInput(params: Params): { kind: CustomDiscountKind; discount: Record<string, unknown> } {
  const kind = str(params, 'kind', { max: 20 });
  const discount = obj(params, 'discount');
  if (kind === undefined || discount === undefined) throw badRequest(SHOP_MESSAGES.customDiscountNeeds);
  if (!(CUSTOM_DISCOUNT_KINDS as readonly string[]).includes(kind)) throw badRequest(`kind must be one of ${CUSTOM_DISCOUNT_KINDS.join(', ')}`);
  return { kind: kind as CustomDiscountKind, discount };
}

/** Clear product cache: one or more of the cache types (comma list); all of them by default. */
async function clearProductCache({ ctx, call, params }: ActionInput) {
  const raw = str(params, 'type', { max: 20 });
  const all = bool(params, 'all', raw === undefined);
  const types = all ? [...CACHE_TYPES] : (raw ?? '').split(',').map((t) => t.trim());
  if (!types.length || types.some((t) => !(CACHE_TYPES as readonly string[]).includes(t))) throw badRequest(`type must be one or more of ${CACHE_TYPES.join(', ')}`);
  const recId = str(params, 'rec_id', { max: 24 });
  if (recId !== undefined) {
    if (!isId(recId)) throw badRequest('rec_id must be a 24-character hex id');
    const rec = await ctx.db.selectFrom('recommendations').select('id').where('id', '=', recId).where('site_id', '=', call.site.id).executeTakeFirst();
    if (!rec) throw notFound('Recommendation not found');
  }
  return ctx.shop.clearProductCache(call, { types, recId });
}

/**
 * The platform's page with a signed preview token for this site and recommendation: the
 * storefront and the delivery endpoint then show the recommendation whatever its status,
 * for PREVIEW_TTL_MS. The token is Vitrine's, not the platform's, so it is added here.
 */
async function signedPreviewLink({ ctx, call, params }: ActionInput) {
  const request = previewRequest(params);
  const { url } = await ctx.shop.previewLink(call, request);
  const signed = new URL(url);
  signed.searchParams.set(PREVIEW_QUERY_PARAM, signPreviewToken(ctx.previewKey, { siteId: call.site.id, recommendationId: request.recommendation ?? null }, call.now));
  return { url: signed.toString() };
}

const subid = (params: Params) => str(params, 'subid', { max: 100, pattern: SUBSCRIPTION_ID });

async function changePlan({ ctx, call, params }: ActionInput) {
  const tier = str(params, 'tier', { max: 40, pattern: TIER, required: true })!;
  const [shop, billing] = await Promise.all([ctx.shop.shop(call), appletBilling(ctx.db, call.site.id, call.app)]);
  const plan = pickablePlan(tier, shopTier(shop.shopPlan.shopifyPlus), billing);
  if (!plan) throw badRequest(SHOP_MESSAGES.planNotOffered(tier));
  const changed = await ctx.shop.changePlan(call, { plan, subid: subid(params) });
  await recordMarker(ctx.db, call.site.id, { at: call.now, kind: 'plan', label: plan.title });
  return changed;
}

export const SHOP_ACTIONS: Record<string, ShopAction> = {
  'check-and-fix': {
    methods: {
      POST: { run: ({ ctx, call, params }) => ctx.shop.checkAndFix(call, { full: bool(params, 'full', false), validate: bool(params, 'validate', false) }) },
    },
  },
  'tag-enable': { methods: { POST: { run: ({ ctx, call, params }) => ctx.shop.setTagEnabled(call, bool(params, 'enable', true)) } } },
  'remove-all-liquid': { methods: { POST: { run: ({ ctx, call }) => ctx.shop.removeAllLiquid(call) } } },
  'deep-link': {
    methods: {
      GET: {
        run: ({ ctx, call, params }) => {
          const target = str(params, 'target', { max: 20, pattern: /^(app-embed|admin)$/ }) ?? 'app-embed';
          return ctx.shop.deepLink(call, target as 'app-embed' | 'admin');
        },
      },
    },
  },
  'app-embed-status': { methods: { GET: { run: ({ ctx, call }) => ctx.shop.appEmbedStatus(call) } } },
  // Admin Uninstall and Clean Uninstall are internal tools (recommendations spec 6).
  uninstall: { methods: { DELETE: { staff: true, log: 'uninstall', run: ({ ctx, call }) => ctx.shop.uninstall(call, { force: false }) } } },
  'uninstall-force': { methods: { DELETE: { staff: true, log: 'clean-uninstall', run: ({ ctx, call }) => ctx.shop.uninstall(call, { force: true }) } } },
  'theme-info': { methods: { GET: { run: ({ ctx, call }) => ctx.shop.themeInfo(call) } } },
  assets: { methods: { GET: { run: ({ ctx, call }) => ctx.shop.assets(call) } } },
  asset: {
    methods: { GET: { run: ({ ctx, call, params }) => ctx.shop.asset(call, str(params, 'key', { max: 120, pattern: ASSET_KEY, required: true })!) } },
  },
  'update-dynamic-tag': { methods: { POST: { run: ({ ctx, call }) => ctx.shop.updateDynamicTag(call) } } },
  'dynamic-tag': {
    methods: {
      GET: { run: ({ ctx, call }) => ctx.shop.dynamicTag(call) },
      // The dynamic tag flags are internal settings: staff only.
      PUT: { staff: true, log: 'dynamic-tag', run: ({ ctx, call, params }) => ctx.shop.setDynamicTag(call, dynamicTagFlags(params)) },
    },
  },
  'check-script-tag': { apps: ['rec'], methods: { GET: { run: ({ ctx, call }) => ctx.shop.checkScriptTag(call) } } },
  collections: {
    apps: ['rec'],
    methods: { GET: { run: ({ ctx, call, params }) => ctx.shop.collections(call, str(params, 'match', { max: 100 }) ?? '') } },
  },
  'preview-link': { apps: ['rec'], methods: { GET: { run: signedPreviewLink } } },
  'proxy-url': { apps: ['rec'], methods: { GET: { run: ({ ctx, call, params }) => ctx.shop.proxyUrl(call, previewRequest(params)) } } },
  // The catalogue as spec 3's product preview items; sample items when the shop has none (spec 9).
  products: {
    apps: ['rec'],
    methods: { GET: { run: ({ ctx, call, params }) => productsAction(ctx, call, int(params, 'num', { min: 1, max: MAX_PRODUCTS }) ?? DEFAULT_PRODUCTS, str(params, 'match', { max: 100 }) ?? '') } },
  },
  'change-plan': { apps: ['rec'], methods: { POST: { run: changePlan } } },
  // The Discounts tool and Offer bots are dev mode only (recommendations spec 6): staff.
  discounts: { apps: ['rec'], methods: { GET: { staff: true, run: ({ ctx, call }) => ctx.shop.discounts(call) } } },
  discount: { apps: ['rec'], methods: { POST: { staff: true, log: 'discount', run: ({ ctx, call, params }) => ctx.shop.createDiscount(call, dynamicDiscount(params)) } } },
  customDiscount: {
    apps: ['rec'],
    methods: {
      POST: {
        staff: true,
        log: 'custom-discount',
        run: ({ ctx, call, params }) => {
          const { kind, discount } = customDiscountInput(params);
          return ctx.shop.createCustomDiscount(call, kind, discount);
        },
      },
    },
  },
  // Merchants may clear the product cache (spec 6); the tag cache is cleared after global settings are saved.
  'clear-product-cache': { apps: ['rec'], methods: { POST: { run: clearProductCache } } },
  'clear-tag-cache': { apps: ['rec'], methods: { POST: { run: ({ ctx, call }) => ctx.shop.clearTagCache(call) } } },
  // Extending a trial is in Internal Only Settings (recommendations spec 2).
  'extend-trial': {
    apps: ['rec'],
    methods: {
      POST: {
        staff: true,
        log: 'extend-trial',
        run: ({ ctx, call, params }) =>
          ctx.shop.extendTrial(call, { days: int(params, 'days', { min: 0, max: 365, required: true })!, subid: subid(params) }),
      },
    },
  },
};

export function findAction(app: ShopAppId, name: string): ShopAction | undefined {
  if (!Object.hasOwn(SHOP_ACTIONS, name)) return undefined;
  const action = SHOP_ACTIONS[name];
  return !action.apps || action.apps.includes(app) ? action : undefined;
}
