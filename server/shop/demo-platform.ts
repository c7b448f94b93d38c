import { forbidden, notFound } from '../lib/errors';
import * as billing from './demo-billing';
import { demoPageUrl } from './demo-page-url';
import { addCustomDiscount, addDynamicDiscount, type CacheType } from './demo-discounts';
import { type Db, type DemoShopState, type Trx, loadState, resetState, uninstalledShopState, updateState, REQUIRED_SCOPES } from './demo-state';
import { matchCatalogCollections } from '../catalog/repository';
import { themeAsset, themeAssets } from './demo-theme';
import { missingScopes, shapeInstallation } from './installation';
import { blockedModify, SHOP_MESSAGES, shopNotInstalled } from './messages';
import type { CheckAndFixResult, DeepLinkTarget, DynamicTagState, ShopCall, ShopPlatform } from './platform';
import { previewLink, proxyUrl } from './storefront-links';
import { demoThemeLocations } from './theme-locations';

export { seedShopState, type ShopSeedSite } from './demo-seed';

/**
 * The demo shop platform: everything a real platform would hold on its side lives in the
 * database (shop_installations.state and subscriptions), so alerts, fixes, plan changes
 * and trials behave end to end and survive restarts.
 */
export const DEMO_PLATFORM_KIND = 'demo';

/** What the demo consent pages approve: re-authorizing the app, or enabling its app embed. */
export type DemoConsent = 'authorize' | 'app-embed';

export interface DemoPlatform extends ShopPlatform {
  readonly kind: typeof DEMO_PLATFORM_KIND;
  approve(call: ShopCall, consent: DemoConsent): Promise<void>;
  state(call: ShopCall): Promise<DemoShopState>;
}

export const isDemoPlatform = (platform: ShopPlatform): platform is DemoPlatform => platform.kind === DEMO_PLATFORM_KIND;


const dynamicTagState = (state: DemoShopState): DynamicTagState => ({ dynamicTag: { ...state.dynamicTag }, updatedAt: state.dynamicTagUpdatedAt });

export function createDemoPlatform(db: Db): DemoPlatform {
  /** Reads need an installed app with a valid token, as the platform's API would. */
  const live = async (call: ShopCall) => {
    const state = await loadState(db, call.site);
    if (!state.installed || !state.tokenValid) throw shopNotInstalled();
    return state;
  };
  /** Every change is refused under blockModify (spec 6, recommendations spec 5). */
  const modify = async <R>(call: ShopCall, change: (state: DemoShopState, trx: Trx) => Promise<R> | R) =>
    (await updateState(db, call.site, async (state, trx) => {
      billing.assertModifiable(state);
      return change(state, trx);
    })).result;

  const authUrl = async (call: ShopCall) => demoPageUrl(call, 'consent', { kind: 'authorize' });
  const appEmbedUrl = (call: ShopCall) => demoPageUrl(call, 'consent', { kind: 'app-embed' });

  return {
    kind: DEMO_PLATFORM_KIND,

    async shop(call) {
      const state = await loadState(db, call.site);
      return {
        site: call.site.id,
        platformSiteId: call.site.platform_site_id,
        myShopifyDomain: state.myShopifyDomain,
        name: state.shopName,
        primaryDomain: state.primaryDomain,
        storefrontUrl: proxyUrl(call.storefrontOrigin, { pageClass: 'H' }, false),
        currencyCode: state.currencyCode,
        shopPlan: { ...state.shopPlan },
        installed: state.installed && state.tokenValid,
      };
    },

    async sitesForShopDomain(domain) {
      const rows = await db
        .selectFrom('shop_installations')
        .select('site_id')
        .where((eb) => eb(eb.ref('state', '->>').key('myShopifyDomain'), '=', domain))
        .orderBy('site_id')
        .execute();
      return rows.map((r) => r.site_id);
    },

    authUrl,

    async installation(call) {
      const state = await live(call);
      const active = await billing.activeSubscriptions(db, call.site.id);
      return shapeInstallation({ state, tagValidated: call.site.tag_validated, active, app: call.app, now: call.now });
    },

    async checkAndFix(call, opts) {
      const result = await modify(call, async (state, trx): Promise<CheckAndFixResult> => {
        const fixed: string[] = [];
        const problems: string[] = [];
        if (!state.scriptTagEnabled) {
          state.scriptTagEnabled = true;
          fixed.push('Re-installed the script tag');
        }
        if (opts.full) {
          state.dynamicTagUpdatedAt = call.now.toISOString();
          fixed.push('Refreshed the dynamic tag');
        }
        if (!state.tagEnabled) problems.push('The data collection tag on your site has been manually disabled.');
        if (!state.appEmbedEnabled) problems.push('The app embed is not enabled in your theme.');
        const missing = missingScopes(state.grantedScopes);
        if (missing.length) problems.push(`The app is missing permissions: ${missing.join(', ')}`);
        // The tag can only be seen working when it is on; validate re-checks a validated one.
        let tagValidated = call.site.tag_validated === null ? null : new Date(call.site.tag_validated).toISOString();
        if (state.tagEnabled && (opts.validate || tagValidated === null)) {
          const row = await trx
            .updateTable('sites')
            .set((eb) => ({ tag_validated: call.now, tag_first_validated: eb.fn.coalesce('tag_first_validated', eb.val(call.now)) }))
            .where('id', '=', call.site.id)
            .returning('tag_validated')
            .executeTakeFirstOrThrow();
          tagValidated = new Date(row.tag_validated!).toISOString();
          fixed.push('Validated the data collection tag');
        }
        const out: CheckAndFixResult = { ok: problems.length === 0, fixed, problems, tagValidated };
        // Missing scopes are fixed only by the merchant re-authorizing on the platform.
        if (missing.length) Object.assign(out, { _redirect: true, url: await authUrl(call) });
        return out;
      });
      return result;
    },

    async setTagEnabled(call, enable) {
      return modify(call, (state) => {
        state.tagEnabled = enable;
        return { tagManuallyDisabled: !enable };
      });
    },

    async removeAllLiquid(call) {
      return modify(call, (state) => {
        if (state.removeLiquidBlocked) throw forbidden(SHOP_MESSAGES.liquidNotAllowed);
        const removed = state.liquidSnippets;
        state.liquidSnippets = 0;
        return { removed };
      });
    },

    async deepLink(call, target: DeepLinkTarget) {
      await live(call);
      return { url: target === 'app-embed' ? appEmbedUrl(call) : demoPageUrl(call, 'admin') };
    },

    async appEmbedStatus(call) {
      const state = await live(call);
      return { enabled: state.appEmbedEnabled, url: appEmbedUrl(call) };
    },

    async uninstall(call, { force }) {
      // Uninstalling an app that is already gone is not an error: the outcome is the same.
      await updateState(db, call.site, async (state, trx) => {
        if (state.blockModify) throw blockedModify();
        if (force) resetState(state, uninstalledShopState({ ...call.site, currencyName: call.site.currency_name }));
        Object.assign(state, { installed: false, tokenValid: false, appEmbedEnabled: false, scriptTagEnabled: false, grantedScopes: [] });
        await billing.cancelAll(trx, call.site.id);
      });
      return { uninstalled: true, cleaned: force };
    },

    async themeInfo(call) {
      const { theme } = await live(call);
      return { id: theme.id, name: theme.name, role: 'main', themeVersion: theme.version, supportsAppEmbed: theme.version.startsWith('2') };
    },

    async assets(call) {
      return { assets: themeAssets(await live(call)) };
    },

    async asset(call, key) {
      const asset = themeAsset(await live(call), key);
      if (!asset) throw notFound(SHOP_MESSAGES.assetNotFound);
      return asset;
    },

    async updateDynamicTag(call) {
      return modify(call, (state) => {
        state.dynamicTagUpdatedAt = call.now.toISOString();
        return dynamicTagState(state);
      });
    },

    async dynamicTag(call) {
      return dynamicTagState(await live(call));
    },

    async setDynamicTag(call, flags) {
      return modify(call, (state) => {
        Object.assign(state.dynamicTag, flags);
        state.dynamicTagUpdatedAt = call.now.toISOString();
        return dynamicTagState(state);
      });
    },

    async checkScriptTag(call) {
      const state = await live(call);
      return { enabled: state.scriptTagEnabled };
    },

    // The shop's real catalogue (server/catalog): the same collections its storefront shows.
    async collections(call, match) {
      await live(call);
      const found = await matchCatalogCollections(db, call.site.id, match);
      return { collections: found.map((c) => ({ id: `gid://shopify/Collection/${c.id}`, title: c.title, handle: c.handle })) };
    },

    async previewLink(call, request) {
      const state = await live(call);
      return { url: previewLink(call.storefrontOrigin, request, state.shopPlan.shopifyPlus) };
    },

    async themeLocations(call, requests) {
      const state = await live(call);
      return demoThemeLocations({ storefrontOrigin: call.storefrontOrigin, shopifyPlus: state.shopPlan.shopifyPlus }, requests);
    },

    async proxyUrl(call, request) {
      const state = await live(call);
      return { url: proxyUrl(call.storefrontOrigin, request, state.shopPlan.shopifyPlus) };
    },

    async discounts(call) {
      return { discounts: (await live(call)).discounts };
    },

    async createDiscount(call, input) {
      await live(call);
      return modify(call, (state) => ({ discount: addDynamicDiscount(state, state.myShopifyDomain, input, call.now) }));
    },

    async createCustomDiscount(call, kind, discount) {
      await live(call);
      return modify(call, (state) => ({ discount: addCustomDiscount(state, state.myShopifyDomain, kind, discount, call.now) }));
    },

    async clearProductCache(call, { types }) {
      return modify(call, (state) => {
        for (const t of types) state.productCacheClearedAt[t as CacheType] = call.now.toISOString();
        return { message: SHOP_MESSAGES.productCacheClearing, types, clearedAt: call.now.toISOString() };
      });
    },

    async clearTagCache(call) {
      return modify(call, (state) => {
        state.tagCacheClearedAt = call.now.toISOString();
        return { message: SHOP_MESSAGES.tagCacheCleared, clearedAt: call.now.toISOString() };
      });
    },

    changePlan: (call, opts) => billing.changePlan(db, call, opts),
    extendTrial: (call, opts) => billing.extendTrial(db, call, opts),
    subscriptions: (call) => billing.subscriptionsView(db, call),
    cancelSubscription: (call, id) => billing.cancelSubscription(db, call, id),

    async approve(call, consent) {
      await updateState(db, call.site, (state) => {
        if (consent === 'authorize') {
          Object.assign(state, { installed: true, tokenValid: true, scriptTagEnabled: true, grantedScopes: [...REQUIRED_SCOPES] });
        } else {
          if (!state.installed || !state.tokenValid) throw shopNotInstalled();
          state.appEmbedEnabled = true;
        }
      });
    },

    state: (call) => loadState(db, call.site),
  };
}
