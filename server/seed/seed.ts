import { createHash } from 'node:crypto';
import type { Db } from '../db/database';
import { seedId } from '../lib/ids';
import { hashPassword } from '../lib/password';
import { seedCatalogs } from '../catalog/repository';
import { seedShopState } from '../shop/demo-platform';
import { DEMO_ACCOUNTS } from './accounts';
import { seedRecommendations } from './recommendations';
import { MEMBERSHIPS, ORGS, SEED_SITES, shopSites } from './world';

export { DEMO_ACCOUNTS } from './accounts';

const DAY = 86_400_000;

/** Applet documents for a few sites, so the applets open on something real. */
function appletDocs(now: Date) {
  return SEED_SITES.filter((s) => s.installation === 'ok' || s.installation === 'trial').flatMap((site, i) => [
    {
      id: seedId(`applet:rec:${site.external}`),
      site_id: site.id,
      applet: 'rec',
      doc: JSON.stringify({
        billing: { price: i % 3 === 0 ? 595 : 195, yearly: false, title: i % 3 === 0 ? 'PERSONALIZE' : 'MERCHANDIZE' },
        personalize_css: '.vitrine-widget { --vitrine-accent: #2d72d2; }',
        personalize_js: '',
        globalConfig: { currency: site.currencyName, updatedAt: now.toISOString() },
      }),
    },
    {
      id: seedId(`applet:chk:${site.external}`),
      site_id: site.id,
      applet: 'chk',
      doc: JSON.stringify({ billing: { price: 0, yearly: false, title: 'FREE STARTER' }, demoMode: false }),
    },
  ]);
}

/**
 * Writes the deterministic demo world on first start (an empty users table). Later
 * starts find users and leave everything, including what people changed, alone.
 */
export async function seedDemoWorld(db: Db, now = new Date()): Promise<boolean> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const hashes = await Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.password)));
  const orgId = Object.fromEntries(ORGS.map((o) => [o.key, o.id])) as Record<string, string>;

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('organizations')
      .values(
        ORGS.map((o) => ({
          id: o.id,
          name: o.name,
          country: o.country,
          industry: o.industry,
          time_zone: o.timeZone,
          merchant_id: o.merchantId,
          external: o.external,
          platform_site_ids: JSON.stringify(SEED_SITES.filter((s) => s.org === o.key && s.platformSiteId).map((s) => s.platformSiteId)),
        })),
      )
      .execute();
    await trx
      .insertInto('users')
      .values(
        DEMO_ACCOUNTS.map((a, i) => ({
          id: seedId(`user:${a.email}`),
          email: a.email,
          name: `${a.first} ${a.last}`,
          first: a.first,
          last: a.last,
          title: a.title,
          business_role: a.businessRole,
          tel: a.tel,
          ic_hash: createHash('md5').update(a.email).digest('hex'),
          password_hash: hashes[i],
        })),
      )
      .execute();
    const memberships = Object.entries(MEMBERSHIPS).flatMap(([email, orgs]) =>
      orgs.map((org) => ({ user_id: seedId(`user:${email}`), organization_id: orgId[org] })),
    );
    await trx.insertInto('memberships').values(memberships).execute();
    await trx
      .insertInto('sites')
      .values(
        SEED_SITES.map((s) => {
          const validated = s.tagFirstValidatedDaysAgo;
          const org = ORGS.find((o) => o.key === s.org)!;
          return {
            id: s.id,
            organization_id: org.id,
            external: s.external,
            name: s.name,
            url: s.url,
            platform: s.platform,
            platform_site_id: s.platformSiteId,
            merchant_id: org.merchantId,
            time_zone: s.timeZone,
            currency_name: s.currencyName,
            billing: JSON.stringify({}),
            notification: JSON.stringify({ email: s.org === 'northwind' ? 'merchant@example.com' : 'owner@globex.example' }),
            tag_first_validated: validated === null ? null : new Date(now.getTime() - validated * DAY),
            tag_validated: validated === null || s.installation === 'tagNotValidated' ? null : new Date(now.getTime() - DAY),
            flags: JSON.stringify(s.flags),
            fav_icon: "",
          };
        }),
      )
      .execute();
    await trx.insertInto('applet_docs').values(appletDocs(now)).execute();
    await seedShopState(trx, SEED_SITES, now);
    await seedRecommendations(trx, now);
    // Every shop on the platform gets a storefront with a catalogue (the demo storefront serves them).
    await seedCatalogs(trx, shopSites(), now);
  });
  return true;
}
