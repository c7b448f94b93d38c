import { seedId } from '../lib/ids';
import { PLANS } from '../plans/catalogue';
import { DEFAULT_TRIAL_DAYS } from '../plans/trial';
import { type Db, type DemoShopState, type Trx, defaultShopState, REQUIRED_SCOPES } from './demo-state';
import { SHOPIFY } from './platform';
import { currentPeriodEnd, lineItems, seedSubscriptionId, SUBSCRIPTION_STATUS } from './subscription-json';

/** The installation states the seed shows, one per console alert (spec 8) plus a trial. */
export type ShopInstallationKey = 'ok' | 'tagDisabled' | 'tagNotValidated' | 'appEmbedOff' | 'missingScopes' | 'blockModify' | 'trial';

export interface ShopSeedSite {
  id: string;
  external: string;
  name: string;
  platform: string;
  platformSiteId: string;
  installation: ShopInstallationKey;
  url?: string;
  currencyName?: string;
}

const DAY = 86_400_000;

/**
 * tagNotValidated needs nothing here: validation is the site's own tag_validated column,
 * which the site seed leaves empty for that site.
 */
function stateFor(site: ShopSeedSite): DemoShopState {
  const state = defaultShopState(site);
  switch (site.installation) {
    case 'tagDisabled':
      state.tagEnabled = false;
      break;
    case 'appEmbedOff':
      state.appEmbedEnabled = false;
      break;
    case 'missingScopes':
      state.grantedScopes = REQUIRED_SCOPES.filter((s) => s !== 'read_orders' && s !== 'write_discounts');
      break;
    case 'blockModify':
      state.blockModify = true;
      break;
    default:
      break;
  }
  return state;
}

interface SeedSubscription {
  title: string;
  daysAgo: number;
}

const PAID_CYCLE = ['PERSONALIZE', 'MERCHANDIZE', 'ENTERPRISE'];

/** The trial site is a few days into its 14 days; every other healthy site alternates free/paid. */
function subscriptionFor(site: ShopSeedSite, okIndex: number): SeedSubscription | null {
  if (site.installation === 'trial') return { title: 'PERSONALIZE', daysAgo: 3 };
  if (site.installation === 'blockModify') return { title: 'PERSONALIZE', daysAgo: 500 };
  if (site.installation !== 'ok' || okIndex % 2 === 1) return null;
  return { title: PAID_CYCLE[(okIndex / 2) % PAID_CYCLE.length], daysAgo: 60 + okIndex * 37 };
}

/**
 * Writes the demo platform's side of the seeded sites: installation state and
 * subscriptions. Deterministic, and safe to run again (existing rows are left alone, so
 * what people changed survives). Sites off SHOPIFY or without a platformSiteId have no shop.
 */
export async function seedShopState(db: Db | Trx, sites: readonly ShopSeedSite[], now = new Date()): Promise<void> {
  const shops = sites.filter((s) => s.platform === SHOPIFY && s.platformSiteId);
  if (!shops.length) return;
  await db
    .insertInto('shop_installations')
    .values(shops.map((site) => ({ site_id: site.id, state: JSON.stringify(stateFor(site)) })))
    .onConflict((oc) => oc.column('site_id').doNothing())
    .execute();

  const ok = shops.filter((s) => s.installation === 'ok');
  const rows = shops.flatMap((site) => {
    const sub = subscriptionFor(site, ok.indexOf(site));
    const plan = sub && PLANS.find((p) => p.title === sub.title);
    if (!sub || !plan) return [];
    const id = seedSubscriptionId(seedId(`subscription:${site.external}`));
    const createdAt = new Date(now.getTime() - sub.daysAgo * DAY);
    return [
      {
        id,
        site_id: site.id,
        name: plan.title,
        status: SUBSCRIPTION_STATUS.active,
        trial_days: DEFAULT_TRIAL_DAYS,
        created_at: createdAt,
        current_period_end: currentPeriodEnd(createdAt, now, false),
        test: false,
        return_url: `/?app=rec&site-xid=${encodeURIComponent(site.external)}`,
        line_items: JSON.stringify(lineItems(id, plan.price, false)),
      },
    ];
  });
  if (rows.length) {
    await db.insertInto('subscriptions').values(rows).onConflict((oc) => oc.column('id').doNothing()).execute();
  }
}
