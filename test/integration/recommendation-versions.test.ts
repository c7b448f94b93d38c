// Every save of a recommendation keeps a version: the editor lists the last 20 (who, when,
// which fields changed, the document) and restores one by saving its document again.
import { SEED_SITES } from '../../server/seed/world';
import { type AnyBody } from '../helpers/http';
import { useSignedInServer } from '../helpers/signed-in';

jest.setTimeout(120_000);

const home = SEED_SITES.find((s) => s.name === 'Northwind Outfitters')!;
const foreign = SEED_SITES.find((s) => s.name === 'Globex Home')!;

describe('recommendation versions', () => {
  const env = useSignedInServer({ env: { ANALYTICS_SEED_SCALE: '0.05' } });
  const made = async () => {
    const res = await env.merchant.post('/api2/recommendation/create', { site: home.id, recommendation: { kind: 'online', place: 'PDP', qualifiedName: 'similar', name: 'Versioned' } });
    expect(res.status).toBe(201);
    return res.body as AnyBody;
  };
  const versions = (id: string, site = home.id, client = env.merchant) => client.get(`/api2/recommendation/${id}/versions?site=${site}`);

  it('keeps one version per save, newest first, with who, when and what changed, and a restore is one more save', async () => {
    const rec = await made();
    expect((await versions(rec._id)).body).toEqual([]);
    const first = await env.merchant.put(`/api2/recommendation/${rec._id}`, { site: home.id, __v: rec.__v, name: 'First' });
    const second = await env.merchant.put(`/api2/recommendation/${rec._id}`, { site: home.id, __v: first.body.__v, css: '.x{}', widgetOpts: { desktop: { title: 'Second' } } });
    expect(second.status).toBe(200);
    const list = (await versions(rec._id)).body as AnyBody[];
    expect(list.map((v) => [v.version, v.changed])).toEqual([
      [second.body.__v, ['css', 'widgetOpts.desktop.title']],
      [first.body.__v, ['name']],
    ]);
    expect(list[0]).toMatchObject({ by: expect.any(String), at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), doc: { name: 'First', css: '.x{}', widgetOpts: { desktop: { title: 'Second' } } } });
    expect(list[0].by.length).toBeGreaterThan(0);
    // The document keeps no server fields: saving it back is a plain save.
    expect(Object.keys(list[1].doc)).not.toEqual(expect.arrayContaining(['_id', '__v', 'status']));
    const restored = await env.merchant.put(`/api2/recommendation/${rec._id}`, { site: home.id, __v: second.body.__v, ...list[1].doc, css: list[1].doc.css ?? '' });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ name: 'First', css: '' });
    expect((await versions(rec._id)).body).toHaveLength(3);
  });

  it("answers another organization's recommendation like a missing one, and bad input with a 4xx", async () => {
    const rec = await made();
    expect((await versions(rec._id, foreign.id)).status).toBe(404);
    expect((await versions('f'.repeat(24))).status).toBe(404);
    expect((await versions('not-an-id')).status).toBe(400);
    expect((await env.merchant.get(`/api2/recommendation/${rec._id}/versions`)).status).toBe(400);
  });
});
