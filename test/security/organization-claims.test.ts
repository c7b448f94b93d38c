// POST /api/organizations cannot move a site out of its organization, cannot tell a merchant
// that another organization exists, and has a per-user quota (trust at the server, item 4).
import { httpClient } from '../helpers/http';
import { signInAs, useSignedInServer } from '../helpers/signed-in';
import { SEED_SITES } from '../../server/seed/world';
import { STAFF_ONLY_MESSAGE } from '../../server/auth/staff-only';
import { ORG_MESSAGES, SITE_HAS_ORGANIZATION } from '../../server/organizations/messages';

jest.setTimeout(120_000);

const own = SEED_SITES.find((s) => s.org === 'northwind' && s.name === 'Sakura Tea House')!;
const foreign = SEED_SITES.find((s) => s.org === 'globex' && s.platformSiteId)!;

describe('organization creation and site claims', () => {
  // Two organizations at most: the merchant already belongs to one.
  const env = useSignedInServer({ env: { MAX_ORGANIZATIONS_PER_USER: '2' } });

  it('never moves a site that belongs to an organization, even the caller’s own', async () => {
    const res = await env.merchant.post('/api/organizations', { name: 'Split off', platformSiteIds: [own.platformSiteId] });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(ORG_MESSAGES.alreadyInOrganization(own.platformSiteId));
    // Not a stale version: the console would offer a reload that changes nothing.
    expect(res.body.code).toBe(SITE_HAS_ORGANIZATION);
    const site = (await env.merchant.get(`/api/sites/${own.id}`)).body;
    expect(site.organization).toBe((await env.staff.get(`/api/sites/${own.id}`)).body.organization);
    expect((await env.merchant.get('/api2/sites')).body.map((s: { _id: string }) => s._id)).toContain(own.id);
  });

  it('answers another organization’s site exactly like an id that does not exist', async () => {
    const theirs = await env.merchant.post('/api/organizations', { name: 'Grab', platformSiteIds: [foreign.platformSiteId] });
    const none = await env.merchant.post('/api/organizations', { name: 'Grab', platformSiteIds: ['99999999999'] });
    expect(theirs.status).toBe(404);
    expect(theirs.body.message.replace(foreign.platformSiteId, 'ID')).toBe(none.body.message.replace('99999999999', 'ID'));
    const owner = await signInAs(httpClient(env.server), { email: 'owner@globex.example', password: 'vitrine-globex' });
    expect((await owner.get(`/api/sites/${foreign.id}`)).status).toBe(200);
  });

  it('refuses a merchant-chosen external id the same way whether another organization has it or not', async () => {
    const taken = await env.merchant.post('/api/organizations', { name: 'Probe', external: 'globex' });
    const free = await env.merchant.post('/api/organizations', { name: 'Probe', external: 'no-such-external-id' });
    expect(taken.status).toBe(403);
    expect(free.status).toBe(403);
    expect(taken.body).toEqual(free.body);
    expect(taken.body.message).toBe(STAFF_ONLY_MESSAGE('external'));
  });

  it('lets a merchant create an empty organization up to the quota, then refuses with the limit named', async () => {
    const first = await env.merchant.post('/api/organizations', { name: 'Second company' });
    expect(first.status).toBe(201);
    const second = await env.merchant.post('/api/organizations', { name: 'Third company' });
    expect(second.status).toBe(403);
    expect(second.body.message).toBe(ORG_MESSAGES.quota(2));
  });
});
