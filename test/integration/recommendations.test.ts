import { REC_MESSAGES as M } from '../../plugins/recommendations/model/messages';
import { DUPLICATE_CODE, DUPLICATE_MESSAGE } from '../../server/lib/errors';
import { DEMO_SITE_ID, SEED_SITES } from '../../server/seed/world';
import { type AnyBody } from '../helpers/http';
import { useSignedInServer } from '../helpers/signed-in';
import { recLifecycle } from '../helpers/versioned';

jest.setTimeout(120_000);

const byName = (name: string) => SEED_SITES.find((s) => s.name === name)!;
const home = byName('Northwind Outfitters');
const freePlan = byName('Alpine Threads');
const blocked = byName('Harbor & Pine');
const untagged = byName('Northwind Outlet');
const foreign = byName('Globex Home');
const PROVISION_SECONDS = 2;

const rec = (over: Record<string, unknown> = {}) => ({ kind: 'online', place: 'PDP', qualifiedName: 'similar', name: 'Similar', ...over });

describe('recommendations API (spec 7)', () => {
  const env = useSignedInServer({ env: { DEMO_PROVISION_SECONDS: String(PROVISION_SECONDS) } });
  const create = async (site: string, recommendation: Record<string, unknown> = rec()) => {
    const res = await env.merchant.post('/api2/recommendation/create', { site, recommendation });
    expect(res.status).toBe(201);
    return res.body as AnyBody;
  };
  /** A created recommendation saved once: a Draft that can go live. */
  const draft = async (site: string, recommendation?: Record<string, unknown>) => {
    const made = await create(site, recommendation);
    const saved = await env.merchant.put(`/api2/recommendation/${made._id}`, { site, __v: made.__v, name: 'Saved' });
    expect(saved.status).toBe(200);
    return saved.body as AnyBody;
  };
  const lifecycle = (action: string, id: string, site: string, client = env.merchant) => recLifecycle(client, action, id, site);

  describe('seed', () => {
    it('has live recommendations on the demo store for home, product, cart and sitewide, live on their endpoints', async () => {
      const list = await env.staff.get(`/api2/recommendation?site=${DEMO_SITE_ID}`);
      expect(list.status).toBe(200);
      const live = list.body.filter((r: AnyBody) => r.status === 'production' && r.kind === 'online');
      for (const place of ['H', 'PDP', 'CRT', 'SITEWIDE']) expect(live.some((r: AnyBody) => r.place === place)).toBe(true);
      expect(new Set(list.body.map((r: AnyBody) => r.status))).toEqual(new Set(['initial', 'staging', 'production', 'deactivated', 'archived']));
      expect(new Set(list.body.map((r: AnyBody) => r.kind))).toEqual(new Set(['online', 'hyper-online', 'email']));
      const status = await env.staff.get(`/api2/recommendation/end-point/status?site=${DEMO_SITE_ID}`);
      for (const r of live) expect([r.name, status.body.recommendations[r._id].state]).toEqual([r.name, 'live']);
    });

    it("shows the merchant their own seeded recommendations, in every shown status", async () => {
      const list = await env.merchant.get(`/api2/recommendation?site=${home.id}`);
      const shown = new Set(list.body.map((r: AnyBody) => r.displayStatus));
      expect(shown).toEqual(new Set(['initial', 'staging', 'production', 'deactivated', 'archived']));
      const editorMade = list.body.find((r: AnyBody) => r.editor === 'shopify');
      expect((await lifecycle('deactivate', editorMade._id, home.id)).body.message).toBe(M.platformEditor);
    });
  });

  describe('create, list, update and delete', () => {
    it('creates an initial recommendation with a short external and the defaults of spec 9', async () => {
      const made = await create(home.id);
      expect(made).toMatchObject({
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        __v: 0,
        site: home.id,
        kind: 'online',
        status: 'initial',
        displayStatus: 'initial',
        everProduction: false,
        everUpdated: false,
        external: expect.stringMatching(/^[0-9a-f]{8}$/),
        template: 'similar',
        widgetOpts: { desktop: { widget: 'slider', productsPerView: 4, productWidth: '200px', location: 'footer', insertBefore: true }, mobile: { gridCols: 2, gridRows: 2, productsPerView: 1.5 } },
      });
      const list = await env.merchant.get(`/api2/recommendation?site=${home.id}`);
      expect(list.status).toBe(200);
      expect(list.body.map((r: AnyBody) => r._id)).toContain(made._id);
      const one = await env.merchant.get(`/api2/recommendation/${made._id}?site=${home.id}`);
      expect(one.body).toEqual(made);
    });

    it('creates from a template: its recipe and page, email defaults for email', async () => {
      const email = await create(home.id, { kind: 'email', template: 'email-best-sellers' });
      expect(email).toMatchObject({ place: 'EMAIL', qualifiedName: 'best-sellers', widgetOpts: { desktop: { tableCols: 4, tableRows: 1, emailCardVariant: 'v2' }, mobile: { tableCols: 1, tableRows: 4 } } });
      const hyper = await create(home.id, { kind: 'hyper-online', template: 'best-sellers' });
      expect(hyper).toMatchObject({ place: 'H', hyperBlock: { section: { rootProps: { location: 'footer' } } } });
      const checkout = await create(home.id, { place: 'CO', qualifiedName: 'bought-together' });
      expect(checkout.widgetOpts.desktop.productWidth).toBe('140px');
    });

    it('refuses a template on a page it is not made for, or of another kind', async () => {
      const wrongPlace = await env.merchant.post('/api2/recommendation/create', { site: home.id, recommendation: { template: 'similar', place: 'CRT' } });
      expect(wrongPlace.status).toBe(400);
      expect(wrongPlace.body.message).toBe('This template is not available on this page');
      const wrongKind = await env.merchant.post('/api2/recommendation/create', { site: home.id, recommendation: { kind: 'email', template: 'similar' } });
      expect(wrongKind.status).toBe(400);
    });

    it('saving an initial recommendation makes it a Draft and marks it updated; __v goes up', async () => {
      const made = await create(home.id);
      const saved = await env.merchant.put(`/api2/recommendation/${made._id}`, { site: home.id, __v: 0, name: 'Renamed', widgetOpts: { desktop: { title: 'Also viewed' } } });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ __v: 1, status: 'staging', displayStatus: 'staging', everUpdated: true, name: 'Renamed' });
      // Only the changed field was sent: the rest of desktop's options are kept.
      expect(saved.body.widgetOpts.desktop).toMatchObject({ title: 'Also viewed', productsPerView: 4 });
    });

    it('saves without site in the body (the recommendation names its site)', async () => {
      const made = await create(home.id);
      const saved = await env.merchant.put(`/api2/recommendation/${made._id}`, { __v: 0, name: 'No site sent' });
      expect(saved.status).toBe(200);
    });

    it('derives generatedCss from the style maps and refuses to take it from the client', async () => {
      const made = await create(home.id);
      const saved = await env.merchant.put(`/api2/recommendation/${made._id}`, { site: home.id, __v: 0, widgetOpts: { desktop: { style: { title: { color: 'red' } } } } });
      expect(saved.body.generatedCss).toContain(`#vitrine-rec-${made.external} .vitrine-title {\n  color: red;`);
      const forged = await env.merchant.put(`/api2/recommendation/${made._id}`, { site: home.id, __v: 1, generatedCss: 'body{}' });
      expect(forged.status).toBe(400);
      expect(forged.body.message).toBe('generatedCss is read-only: use the lifecycle calls to change it');
    });

    it('refuses a stale __v with 409 and changes nothing; a missing __v is 428', async () => {
      const made = await create(home.id);
      expect((await env.merchant.put(`/api2/recommendation/${made._id}`, { site: home.id, __v: 0, name: 'First' })).status).toBe(200);
      const stale = await env.merchant.put(`/api2/recommendation/${made._id}`, { site: home.id, __v: 0, name: 'Second' });
      expect(stale.status).toBe(409);
      const missing = await env.merchant.put(`/api2/recommendation/${made._id}`, { site: home.id, name: 'Third' });
      expect(missing.status).toBe(428);
      expect(missing.body.message).toMatch(/Missing __v/);
      const now = await env.merchant.get(`/api2/recommendation/${made._id}?site=${home.id}`);
      expect(now.body).toMatchObject({ name: 'First', __v: 1 });
      const staleLifecycle = await env.merchant.patch(`/api2/recommendation/activate/${made._id}?site=${home.id}&__v=0`);
      expect(staleLifecycle.status).toBe(409);
      // Issue 27 item 5: a status change names the version it acts on too (it used to win blindly).
      const blindLifecycle = await env.merchant.patch(`/api2/recommendation/activate/${made._id}?site=${home.id}`);
      expect([blindLifecycle.status, blindLifecycle.body.message]).toEqual([428, expect.stringMatching(/^Missing __v/)]);
      const byIfMatch = await env.merchant.patch(`/api2/recommendation/archive/${made._id}?site=${home.id}`, undefined, { headers: { 'if-match': '"0"' } });
      expect(byIfMatch.status).toBe(409);
      expect((await env.merchant.get(`/api2/recommendation/${made._id}?site=${home.id}`)).body.status).toBe('staging');
    });

    it('answers the spec duplicate error (11000) for an external used twice on a site', async () => {
      await create(home.id, rec({ external: 'slot-dup-1' }));
      const again = await env.merchant.post('/api2/recommendation/create', { site: home.id, recommendation: rec({ external: 'slot-dup-1' }) });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ code: DUPLICATE_CODE, message: DUPLICATE_MESSAGE });
    });

    it('deletes in any status, and a stale __v on delete is refused', async () => {
      const made = await draft(home.id);
      expect((await env.merchant.delete(`/api2/recommendation/${made._id}?site=${home.id}&__v=0`)).status).toBe(409);
      expect((await env.merchant.delete(`/api2/recommendation/${made._id}?site=${home.id}`)).status).toBe(204);
      expect((await env.merchant.get(`/api2/recommendation/${made._id}?site=${home.id}`)).status).toBe(404);
      expect((await env.merchant.delete(`/api2/recommendation/${made._id}?site=${home.id}`)).status).toBe(404);
    });

    it('refresh answers the list with every recommendation readiness', async () => {
      const made = await create(home.id);
      const res = await env.merchant.post('/api2/recommendation/refresh', { site: home.id });
      expect(res.status).toBe(200);
      expect(res.body.recommendations.some((r: AnyBody) => r._id === made._id)).toBe(true);
      expect(res.body.readiness.recommendations[made._id]).toMatchObject({ endpoint: 'similar' });
    });
  });

  describe('spec 5 validation on save', () => {
    it('needs a Location', async () => {
      const made = await create(home.id);
      const res = await env.merchant.put(`/api2/recommendation/${made._id}`, { site: home.id, __v: 0, widgetOpts: { desktop: { location: '' } } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: M.location, errors: [{ field: 'widgetOpts.desktop.location', message: M.location }] });
    });

    it('needs a Category, a Max Price, a page path, an email variable where the template does', async () => {
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ template: 'collection-picks', place: 'PDP' }, M.category],
        [{ template: 'under-price' }, M.maxPrice],
        [{ template: 'custom-page', place: 'CUSTOM~lookbook' }, M.required],
        [{ kind: 'email', template: 'email-personalized' }, M.hashedEmail],
      ];
      for (const [recommendation, message] of cases) {
        const made = await create(home.id, recommendation);
        const res = await env.merchant.put(`/api2/recommendation/${made._id}`, { site: home.id, __v: 0, name: 'x' });
        expect([res.status, res.body.message]).toEqual([400, message]);
      }
    });

    it('an email with a provider chosen saves while initial, then needs the variable', async () => {
      const made = await create(home.id, { kind: 'email', template: 'email-personalized', widgetOpts: { desktop: { providerCode: 'klaviyo' } } });
      const first = await env.merchant.put(`/api2/recommendation/${made._id}`, { site: home.id, __v: 0, name: 'Welcome' });
      expect(first.status).toBe(200);
      const second = await env.merchant.put(`/api2/recommendation/${made._id}`, { site: home.id, __v: 1, name: 'Welcome 2' });
      expect(second.body.message).toBe(M.hashedEmail);
    });
  });

  describe('lifecycle (spec 4)', () => {
    it('Go Live, Pause, archive, restore as Draft: statuses, everProduction and the shown status', async () => {
      const made = await draft(home.id, rec({ qualifiedName: 'best-sellers', place: 'H' }));
      const live = await lifecycle('activate', made._id, home.id);
      expect(live.status).toBe(200);
      expect(live.body).toMatchObject({ status: 'production', displayStatus: 'production', everProduction: true, __v: made.__v + 1 });
      const paused = await lifecycle('deactivate', made._id, home.id);
      expect(paused.body).toMatchObject({ status: 'deactivated' });
      const archived = await lifecycle('archive', made._id, home.id);
      expect(archived.body).toMatchObject({ status: 'archived' });
      const restored = await lifecycle('archive-restore', made._id, home.id);
      // A restored Draft that was live once shows as Paused.
      expect(restored.body).toMatchObject({ status: 'staging', displayStatus: 'deactivated', everProduction: true });
    });

    it('refuses moves the state does not allow, with the words to show', async () => {
      const made = await create(home.id);
      expect((await lifecycle('activate', made._id, home.id)).body).toMatchObject({ message: M.notYetSaved, code: 'INVALID_TRANSITION' });
      expect((await lifecycle('archive', made._id, home.id)).body.message).toBe(M.archiveInitial);
      expect((await lifecycle('deactivate', made._id, home.id)).status).toBe(409);
      expect((await lifecycle('archive-restore', made._id, home.id)).status).toBe(409);
    });

    it("refuses the switch for a recommendation made in the platform's editor", async () => {
      const made = await draft(home.id, rec({ editor: 'shopify' }));
      const res = await lifecycle('activate', made._id, home.id);
      expect([res.status, res.body.message]).toEqual([409, M.platformEditor]);
    });

    it('runs the pre-checks before Go Live', async () => {
      const made = await draft(home.id, rec({ widgetOpts: { desktop: { disabled: true }, mobile: { disabled: true } } }));
      const res = await lifecycle('activate', made._id, home.id);
      expect([res.status, res.body.message]).toEqual([400, M.noDevices]);
    });

    it('refuses campaign recommendations on the free plan (HicPlusDisableAwsCampaigns) but not the others', async () => {
      const campaign = await draft(freePlan.id, rec({ qualifiedName: 'personalized', place: 'H' }));
      const res = await lifecycle('activate', campaign._id, freePlan.id);
      expect([res.status, res.body.message]).toEqual([403, M.freePlanLimit]);
      expect((await env.merchant.get(`/api2/recommendation/${campaign._id}?site=${freePlan.id}`)).body.status).toBe('staging');
      const plain = await draft(freePlan.id, rec({ qualifiedName: 'best-sellers', place: 'H' }));
      expect((await lifecycle('activate', plain._id, freePlan.id)).status).toBe(200);
    });

    it('refuses every change under blockModify with the spec warning', async () => {
      const res = await env.merchant.post('/api2/recommendation/create', { site: blocked.id, recommendation: rec() });
      expect([res.status, res.body.message]).toEqual([403, M.blockModify]);
      expect((await env.merchant.get(`/api2/recommendation?site=${blocked.id}`)).status).toBe(200);
    });

    it('answers an unknown action with 400', async () => {
      const made = await create(home.id);
      const res = await lifecycle('explode', made._id, home.id);
      expect([res.status, res.body.message]).toEqual([400, 'Unknown action: explode']);
    });
  });

  describe('endpoint readiness and provisioning', () => {
    it('publishes a campaign after DEMO_PROVISION_SECONDS: ready, then live', async () => {
      const made = await draft(home.id, rec({ qualifiedName: 'bought-together', place: 'CRT' }));
      const before = await env.merchant.get(`/api2/recommendation/end-point/status?site=${home.id}`);
      expect(before.body.recommendations[made._id]).toMatchObject({ state: 'ready', live: false });
      expect((await lifecycle('activate', made._id, home.id)).status).toBe(200);
      const pending = await env.merchant.get(`/api2/recommendation/end-point/status?site=${home.id}`);
      expect(pending.body).toMatchObject({ 'aws-status': 'active', 'data-status': 'ready' });
      expect(pending.body.recommendations[made._id]).toMatchObject({ state: 'ready', phase: 'campaign-pending', liveAt: expect.any(String) });
      await new Promise((r) => setTimeout(r, PROVISION_SECONDS * 1000 + 300));
      const after = await env.merchant.get(`/api2/recommendation/end-point/status?site=${home.id}`);
      expect(after.body.recommendations[made._id]).toMatchObject({ state: 'live', live: true, phase: 'campaign-published' });
      expect(after.body.endpoints['best-sellers']).toMatchObject({ state: 'live', phase: 'endpoint-active' });

      // Deprovisioning is an internal tool; afterwards the endpoint is ready but not live.
      const merchantTry = await env.merchant.post('/api2/recommendation/deprovision-live-campaigns', { siteId: home.id });
      expect(merchantTry.status).toBe(403);
      const gone = await env.staff.post('/api2/recommendation/deprovision-live-campaigns', { siteId: home.id });
      expect(gone.body).toMatchObject({ status: 'ok', deprovisioned: expect.arrayContaining(['bought-together']) });
      const deleted = await env.merchant.get(`/api2/recommendation/end-point/status?site=${home.id}`);
      expect(deleted.body.recommendations[made._id]).toMatchObject({ state: 'ready', phase: 'campaign-deleted' });
      const missing = await env.staff.post('/api2/recommendation/deprovision-live-campaigns', {});
      expect([missing.status, missing.body.message]).toEqual([400, M.missingSite]);
    });

    it('waits for data collection on a site whose tag never worked', async () => {
      const made = await create(untagged.id);
      const res = await env.merchant.get(`/api2/recommendation/end-point/status?site=${untagged.id}`);
      expect(res.body).toMatchObject({ 'data-status': 'waiting', message: M.waiting });
      expect(res.body.recommendations[made._id]).toMatchObject({ state: 'waiting', message: M.waiting });
    });

    it("answers '*' with the user's own sites only", async () => {
      const res = await env.merchant.get('/api2/recommendation/end-point/status?site=*');
      expect(res.status).toBe(200);
      const ids = res.body.map((s: AnyBody) => s.site);
      expect(ids).toContain(home.id);
      expect(ids).not.toContain(foreign.id);
    });
  });

  describe('the template catalogue', () => {
    it('gives the gallery, templates and the ten presets; hidden and asterisk ones only to staff in dev mode', async () => {
      const merchant = await env.merchant.get(`/api2/recommendation/templates?site=${home.id}&devMode=1`);
      expect(merchant.status).toBe(200);
      expect(merchant.body.devMode).toBe(false);
      expect(merchant.body.presets).toHaveLength(10);
      expect(merchant.body.gallery.galleryMap['edition-starter'].blocks.length).toBeGreaterThan(0);
      const keys = merchant.body.templates.map((t: AnyBody) => t.keyId);
      expect(keys).not.toContain('checkout-upsell');
      expect(keys).not.toContain('manual-picks');
      expect(keys).not.toContain('bot-spin-wheel');
      const staff = await env.staff.get(`/api2/recommendation/templates?site=${home.id}&devMode=1`);
      expect(staff.body.templates.map((t: AnyBody) => t.keyId)).toEqual(expect.arrayContaining(['checkout-upsell', 'manual-picks']));
    });

    it('lists the templates available on a place', async () => {
      const res = await env.merchant.get(`/api2/recommendation/templates?site=${home.id}&place=PDP&kind=online`);
      expect(res.body.available).toEqual(expect.arrayContaining(['similar', 'bought-together']));
      expect(res.body.available).not.toContain('new-arrivals');
    });
  });

  describe('site settings document', () => {
    it('starts from the defaults, derives the data-rule arrays, and guards __v', async () => {
      const first = await env.merchant.get(`/api2/site-settings?site=${home.id}&applet=rec`);
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ __v: 0, themeCss: 'basic', excludeItemsArray: null, recDefaults: { nativeCard: { snippet_name: 'product-card' } } });
      const patched = await env.merchant.patch('/api2/site-settings', { site: home.id, applet: 'rec', __v: 0, patch: { excludeTags: ' sale, clearance\n\nfinal ', includeTags: '' } });
      expect(patched.status).toBe(200);
      expect(patched.body).toMatchObject({ __v: 1, excludeTags: ' sale, clearance\n\nfinal ', excludeTagsArray: ['sale', 'clearance', 'final'], includeTagsArray: null });
      expect((await env.merchant.patch('/api2/site-settings', { site: home.id, __v: 0, patch: { excludeItems: '1' } })).status).toBe(409);
      expect((await env.merchant.patch('/api2/site-settings', { site: home.id, patch: { excludeItems: '1' } })).status).toBe(428);
      const derived = await env.merchant.patch('/api2/site-settings', { site: home.id, __v: 1, patch: { excludeTagsArray: ['x'] } });
      expect(derived.status).toBe(400);
      // A rule past its limit is refused in the screen's words, and nothing changes.
      const tooMany = await env.merchant.patch('/api2/site-settings', { site: home.id, __v: 1, patch: { excludeTags: 'tag,'.repeat(2509) } });
      expect([tooMany.status, tooMany.body.message]).toEqual([400, 'Tags To Exclude can hold at most 1,000 values (it has 2,509).']);
      // The stylesheet and the title template are dev-mode settings: staff write them.
      const put = await env.staff.put('/api2/site-settings', { ...patched.body, themeCss: 'min', global: { title: '<b>{titleText}</b>' } });
      expect(put.body).toMatchObject({ __v: 2, themeCss: 'min', excludeTagsArray: ['sale', 'clearance', 'final'] });
      const badTitle = await env.merchant.patch('/api2/site-settings', { site: home.id, __v: 2, patch: { global: { title: '<b>no placeholder</b>' } } });
      expect(badTitle.status).toBe(400);
    });
  });

  describe('discounts and caches (shop actions)', () => {
    const action = (name: string) => `/api2/shop/rec/action/${name}`;

    it('discounts are staff only; dynamic and custom ones are listed', async () => {
      expect((await env.merchant.get(`${action('discounts')}?site=${home.id}`)).status).toBe(403);
      expect((await env.merchant.post(`${action('discount')}?site=${home.id}`, { title: 'x', external: 'x', percentage: 10 })).status).toBe(403);
      const dynamic = await env.staff.post(`${action('discount')}?site=${home.id}&kind=dynamic`, { title: 'Bot 10', external: 'BOT10', percentage: 10, combineShippingDiscounts: true });
      expect(dynamic.status).toBe(200);
      expect(dynamic.body.discount).toMatchObject({ title: 'Bot 10', category: 'code', type: 'DiscountCodeBasic', usageCount: 0 });
      const custom = await env.staff.post(`${action('customDiscount')}?site=${home.id}&kind=auto_bxgy`, { discount: { title: 'Buy 2 get 1', usageLimit: 100 } });
      expect(custom.body.discount).toMatchObject({ category: 'automatic', type: 'DiscountAutomaticBxgy', usageLimit: 100 });
      const list = await env.staff.get(`${action('discounts')}?site=${home.id}`);
      expect(list.body.discounts.map((d: AnyBody) => d.title)).toEqual(expect.arrayContaining(['Bot 10', 'Buy 2 get 1']));
    });

    it("answers the spec's messages for missing values", async () => {
      const noSite = await env.staff.get(action('discounts'));
      expect([noSite.status, noSite.body.message]).toEqual([400, M.missingSite]);
      const noValues = await env.staff.post(`${action('discount')}?site=${home.id}`, { title: 'x' });
      expect(noValues.status).toBe(400);
      const noKind = await env.staff.post(`${action('customDiscount')}?site=${home.id}`, { discount: { title: 'x' } });
      expect([noKind.status, noKind.body.message]).toEqual([400, 'A custom discount needs both discount and kind']);
      for (const body of [{ kind: 'free_money', discount: { title: 'x' } }, { kind: 'code_basic', discount: { title: 'a\u0000' } }, { kind: 'code_basic', discount: 'nope' }]) {
        expect((await env.staff.post(`${action('customDiscount')}?site=${home.id}`, body)).status).toBe(400);
      }
      const blockedTry = await env.staff.post(`${action('discount')}?site=${blocked.id}`, { title: 'x', external: 'X', percentage: 5 });
      expect([blockedTry.status, blockedTry.body.message]).toEqual([403, M.blockModify]);
    });

    it('clears the product cache (all, or some types and one recommendation) and the tag cache', async () => {
      const all = await env.merchant.post(`${action('clear-product-cache')}?site=${home.id}`);
      expect(all.body).toMatchObject({ message: M.cacheClearing, types: ['e', 'r', 'q', 'd', 'a', 'c'] });
      const made = await create(home.id);
      const one = await env.merchant.post(`${action('clear-product-cache')}?site=${home.id}&type=r,e&rec_id=${made._id}`);
      expect(one.body).toMatchObject({ message: M.cacheClearing, types: ['r', 'e'] });
      expect((await env.merchant.post(`${action('clear-product-cache')}?site=${home.id}&type=z`)).status).toBe(400);
      expect((await env.merchant.post(`${action('clear-product-cache')}?site=${home.id}&type=e&rec_id=${'c'.repeat(24)}`)).status).toBe(404);
      const tag = await env.merchant.post(`${action('clear-tag-cache')}?site=${home.id}`);
      expect(tag.body).toMatchObject({ message: 'Cache cleared' });
    });

    it('dynamic tag flags stay staff only', async () => {
      expect((await env.merchant.put(`${action('dynamic-tag')}?site=${home.id}`, { dynamicTag: { core: false } })).status).toBe(403);
    });
  });

  describe('access', () => {
    it("answers 404 for another organization's site and recommendation, without saying which", async () => {
      const theirs = await env.staff.post('/api2/recommendation/create', { site: foreign.id, recommendation: rec() });
      expect(theirs.status).toBe(201);
      const asSite = await env.merchant.get(`/api2/recommendation?site=${foreign.id}`);
      expect([asSite.status, asSite.body.message]).toEqual([404, 'Site not found']);
      for (const res of [
        await env.merchant.get(`/api2/recommendation/${theirs.body._id}?site=${home.id}`),
        await env.merchant.put(`/api2/recommendation/${theirs.body._id}`, { __v: 0, name: 'mine now' }),
        await env.merchant.put(`/api2/recommendation/${theirs.body._id}`, { site: home.id, __v: 0, name: 'mine now' }),
        await lifecycle('archive', theirs.body._id, home.id),
        await env.merchant.delete(`/api2/recommendation/${theirs.body._id}?site=${home.id}`),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body.message).toBe('Recommendation not found');
      }
      for (const res of [
        await env.merchant.get(`/api2/recommendation/end-point/status?site=${foreign.id}`),
        await env.merchant.get(`/api2/recommendation/templates?site=${foreign.id}`),
        await env.merchant.get(`/api2/site-settings?site=${foreign.id}`),
        await env.merchant.post('/api2/recommendation/create', { site: foreign.id, recommendation: rec() }),
      ]) expect(res.status).toBe(404);
      expect((await env.staff.get(`/api2/recommendation/${theirs.body._id}?site=${foreign.id}`)).body.name).toBe('Similar');
    });

    it('needs the CSRF token on every change', async () => {
      const made = await create(home.id);
      const opts = { noCsrf: true };
      for (const res of [
        await env.merchant.post('/api2/recommendation/create', { site: home.id, recommendation: rec() }, opts),
        await env.merchant.put(`/api2/recommendation/${made._id}`, { site: home.id, __v: 0, name: 'x' }, opts),
        await env.merchant.patch(`/api2/recommendation/archive/${made._id}?site=${home.id}`, undefined, opts),
        await env.merchant.delete(`/api2/recommendation/${made._id}?site=${home.id}`, undefined, opts),
        await env.merchant.patch('/api2/site-settings', { site: home.id, __v: 0, patch: { themeCss: 'min' } }, opts),
      ]) expect(res.status).toBe(403);
      expect((await env.merchant.get(`/api2/recommendation/${made._id}?site=${home.id}`)).body.__v).toBe(0);
    });

    it('needs a session', async () => {
      const { httpClient } = await import('../helpers/http');
      expect((await httpClient(env.server).get(`/api2/recommendation?site=${home.id}`)).status).toBe(401);
    });
  });

  describe('bad input is a clear 4xx, never a 500', () => {
    it.each([
      ['no site', 'get', '/api2/recommendation', undefined],
      ['a bad site id', 'get', '/api2/recommendation?site=nope', undefined],
      ['an unknown kind filter', 'get', `/api2/recommendation?site=${home.id}&kind=fax`, undefined],
      ['a bad recommendation id', 'get', `/api2/recommendation/xyz?site=${home.id}`, undefined],
      ['create without a recommendation', 'post', '/api2/recommendation/create', { site: home.id }],
      ['create without a site', 'post', '/api2/recommendation/create', { recommendation: rec() }],
      ['create with a body that is a list', 'post', '/api2/recommendation/create', [1]],
      ['create with an unknown kind', 'post', '/api2/recommendation/create', { site: home.id, recommendation: rec({ kind: 'fax' }) }],
      ['create with an unknown recipe', 'post', '/api2/recommendation/create', { site: home.id, recommendation: rec({ qualifiedName: 'mind-reading' }) }],
      ['create with an unknown place', 'post', '/api2/recommendation/create', { site: home.id, recommendation: rec({ place: 'MOON' }) }],
      ['create with a status', 'post', '/api2/recommendation/create', { site: home.id, recommendation: rec({ status: 'production' }) }],
      ['create with an unknown field', 'post', '/api2/recommendation/create', { site: home.id, recommendation: rec({ evil: 1 }) }],
      ['create with a wrong type', 'post', '/api2/recommendation/create', { site: home.id, recommendation: rec({ name: 42 }) }],
      ['create with a NUL byte', 'post', '/api2/recommendation/create', { site: home.id, recommendation: rec({ name: 'a\u0000b' }) }],
      ['create with a NUL byte deep inside', 'post', '/api2/recommendation/create', { site: home.id, recommendation: rec({ hyperBlock: { section: { x: 'a\u0000' } } }) }],
      ['create with a huge string', 'post', '/api2/recommendation/create', { site: home.id, recommendation: rec({ css: 'x'.repeat(200_000) }) }],
      ['create with a bad widget option', 'post', '/api2/recommendation/create', { site: home.id, recommendation: rec({ widgetOpts: { desktop: { gridCols: 99 } } }) }],
      ['create with an unknown style element', 'post', '/api2/recommendation/create', { site: home.id, recommendation: rec({ widgetOpts: { desktop: { style: { body: { color: 'red' } } } } }) }],
      ['create with a bad external', 'post', '/api2/recommendation/create', { site: home.id, recommendation: rec({ external: '../../x' }) }],
      ['create email on a page', 'post', '/api2/recommendation/create', { site: home.id, recommendation: rec({ kind: 'email' }) }],
      ['refresh without a site', 'post', '/api2/recommendation/refresh', {}],
      ['lifecycle with a bad id', 'patch', `/api2/recommendation/activate/nope?site=${home.id}`, undefined],
      ['lifecycle without a site', 'patch', `/api2/recommendation/activate/${'a'.repeat(24)}`, undefined],
      ['lifecycle with bad endpoints', 'patch', `/api2/recommendation/activate/${'a'.repeat(24)}?site=${home.id}&endpoints=evil`, undefined],
      ['delete without a site', 'delete', `/api2/recommendation/${'a'.repeat(24)}`, undefined],
      ['status without a site', 'get', '/api2/recommendation/end-point/status', undefined],
      ['templates with a bad kind', 'get', `/api2/recommendation/templates?site=${home.id}&place=H&kind=fax`, undefined],
      ['settings with an unknown field', 'patch', '/api2/site-settings', { site: home.id, __v: 0, patch: { evil: 1 } }],
      ['settings with a bad themeCss', 'patch', '/api2/site-settings', { site: home.id, __v: 0, patch: { themeCss: 'neon' } }],
      ['settings with a NUL byte', 'patch', '/api2/site-settings', { site: home.id, __v: 0, patch: { excludeItems: 'a\u0000' } }],
      ['settings with a bad applet', 'get', `/api2/site-settings?site=${home.id}&applet=../x`, undefined],
    ])('%s', async (_what, method, path, body) => {
      const client = env.merchant as unknown as Record<string, (p: string, b?: unknown) => Promise<AnyBody>>;
      const res = await client[method](path, body);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(typeof res.body.message).toBe('string');
    });

    it('a save with a wrong type, an unknown field, a NUL byte or a bad __v is 4xx and changes nothing', async () => {
      const made = await create(home.id);
      for (const body of [
        { __v: 0, name: ['x'] },
        { __v: 0, bogus: true },
        { __v: 0, js: 'a\u0000' },
        { __v: 0, status: 'production' },
        { __v: 0, kind: 'email' },
        { __v: '0', name: 'x' },
        { __v: -1, name: 'x' },
        { __v: 0, _id: 'b'.repeat(24) },
        { __v: 0, widgetOpts: { tablet: {} } },
      ]) {
        const res = await env.merchant.put(`/api2/recommendation/${made._id}`, { site: home.id, ...body });
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
      }
      expect((await env.merchant.get(`/api2/recommendation/${made._id}?site=${home.id}`)).body).toMatchObject({ __v: 0, status: 'initial' });
    });
  });
});
