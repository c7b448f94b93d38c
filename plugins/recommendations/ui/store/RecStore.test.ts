import { ApiError } from 'sdk';
import { MockApi, MockConfirm } from 'sdk/testing';
import { REC_MESSAGES as R } from '../../model/messages';
import { STARTER_PRESETS } from '../../model/presets';
import { CONFIRM, HOME } from '../messages';
import { recDoc } from './fixtures';
import { createRecStore } from './RecStore';

function setup(docs = [recDoc({ _id: 'a' }), recDoc({ _id: 'b', status: 'staging', everProduction: false })]) {
  const api = new MockApi();
  const confirm = new MockConfirm();
  api.respond('GET', '/api2/recommendation', docs);
  const store = createRecStore({ api, confirm: (o) => confirm.confirm(o) });
  return { api, confirm, store };
}

describe('RecStore', () => {
  it('loads the recommendations and counts live and not-live ones (spec 4 badges)', async () => {
    const { store } = setup([recDoc({ _id: 'a' }), recDoc({ _id: 'b', status: 'deactivated' }), recDoc({ _id: 'c', status: 'archived' }), recDoc({ _id: 'e', kind: 'email', place: 'EMAIL' })]);
    await store.load();
    expect(store.loadState).toBe('loaded');
    expect(store.counts(['online', 'hyper-online'])).toEqual({ live: 1, notLive: 1 });
    expect(store.countsByStatus(['email'])).toEqual({ production: 1 });
  });

  it('pauses after the confirmation, showing Paused at once and the server document after', async () => {
    const { api, confirm, store } = setup();
    await store.load();
    let seen = '';
    api.respond('PATCH', '/api2/recommendation/deactivate/a', () => {
      seen = store.find('a')!.status;
      return recDoc({ _id: 'a', __v: 2, status: 'deactivated' });
    });
    await expect(store.run('a', 'deactivate')).resolves.toBe('done');
    expect(confirm.asked).toEqual([CONFIRM.pause('Rec a')]);
    expect(seen).toBe('deactivated');
    expect(store.find('a')).toMatchObject({ status: 'deactivated', __v: 2 });
    expect(api.requests.at(-1)).toMatchObject({ method: 'PATCH', query: { __v: 1 } });
  });

  it('does nothing when the user cancels', async () => {
    const { api, confirm, store } = setup();
    await store.load();
    confirm.answer = false;
    await expect(store.run('a', 'archive')).resolves.toBe('cancelled');
    expect(api.requests.filter((r) => r.method !== 'GET')).toEqual([]);
    expect(store.find('a')!.status).toBe('production');
  });

  it('goes live without asking, and rolls back with Unable to Go Live when the server refuses', async () => {
    const { api, confirm, store } = setup();
    await store.load();
    api.respond('PATCH', '/api2/recommendation/activate/b', new ApiError('Please enter a value for Location', 400, 'GO_LIVE'));
    await expect(store.run('b', 'activate')).resolves.toBe('failed');
    expect(confirm.asked).toEqual([]);
    expect(store.find('b')).toMatchObject({ status: 'staging', everProduction: false });
    expect(store.problem).toEqual({ title: R.unableToGoLive, message: R.goLiveIssues, detail: 'Please enter a value for Location' });
  });

  it('shows the blockModify and free-plan messages of the API', async () => {
    const { api, store } = setup();
    await store.load();
    api.respond('PATCH', '/api2/recommendation/activate/b', new ApiError(R.freePlanLimit, 403, 'FreePlanLimit'));
    await store.run('b', 'activate');
    expect(store.problem).toEqual({ title: R.unableToGoLive, message: R.freePlanLimit });
    api.respond('PATCH', '/api2/recommendation/deactivate/a', new ApiError(R.blockModify, 403, 'BlockModify'));
    await store.run('a', 'deactivate');
    expect(store.problem).toEqual({ title: 'This action is not allowed for this shop.', message: R.blockModify });
    expect(store.find('a')!.status).toBe('production');
  });

  it('sends an initial or never-updated Draft to Review Configuration instead of going live', async () => {
    const { api, store } = setup([recDoc({ _id: 'n', status: 'staging', everUpdated: false, everProduction: false })]);
    await store.load();
    await expect(store.run('n', 'activate')).resolves.toBe('review');
    expect(api.requests.filter((r) => r.method === 'PATCH')).toEqual([]);
  });

  it('refuses what spec 4 does not allow before calling', async () => {
    const { api, store } = setup([recDoc({ _id: 'p', editor: 'shopify' })]);
    await store.load();
    await expect(store.run('p', 'deactivate')).resolves.toBe('failed');
    expect(store.problem?.message).toBe(R.platformEditor);
    expect(api.requests.filter((r) => r.method === 'PATCH')).toEqual([]);
  });

  it('restores an archived one after asking, saying it comes back Paused when it was once live (issue 32 #16)', async () => {
    const { api, confirm, store } = setup([recDoc({ _id: 'x', status: 'archived' })]);
    await store.load();
    api.respond('PATCH', '/api2/recommendation/archive-restore/x', recDoc({ _id: 'x', __v: 2, status: 'staging' }));
    await expect(store.run('x', 'archive-restore')).resolves.toBe('done');
    expect(confirm.asked[0]).toEqual(CONFIRM.restore('Rec x', 'deactivated'));
    expect(confirm.asked[0].message).toContain('comes back Paused');
    expect(store.find('x')!.displayStatus).toBe('deactivated'); // a once-live Draft shows as Paused
  });

  it('says a never-live one comes back as a Draft', async () => {
    const { api, confirm, store } = setup([recDoc({ _id: 'y', status: 'archived', everProduction: false })]);
    await store.load();
    api.respond('PATCH', '/api2/recommendation/archive-restore/y', recDoc({ _id: 'y', __v: 2, status: 'staging', everProduction: false }));
    await expect(store.run('y', 'archive-restore')).resolves.toBe('done');
    expect(confirm.asked[0].message).toContain('comes back as a Draft');
    expect(store.find('y')!.displayStatus).toBe('staging');
  });

  it('names an unnamed recommendation by its title or template, never by its hex id (issue 32 #15, #20)', async () => {
    const { confirm, store } = setup([
      recDoc({ _id: 'a1', name: '', external: '15b89123', template: 'new-arrivals' }),
      recDoc({ _id: 'a2', name: undefined, external: '25c89123', template: 'new-arrivals', widgetOpts: { desktop: { title: 'Fresh in store' } } }),
      recDoc({ _id: 'a3', name: 'Home: New Arrivals', widgetOpts: { desktop: { title: 'Fresh in store' } } }),
    ]);
    await store.load();
    expect(store.recommendations.map((r) => r.title)).toEqual(['New Arrivals', 'Fresh in store', 'Home: New Arrivals']);
    await store.run('a1', 'deactivate');
    expect(confirm.asked[0]).toEqual(CONFIRM.pause('New Arrivals'));
  });

  it('asks the strong confirmation to delete what was published or has code, the plain one otherwise', async () => {
    const { api, confirm, store } = setup([
      recDoc({ _id: 'live' }),
      recDoc({ _id: 'code', status: 'staging', everProduction: false, css: '.x{}' }),
      recDoc({ _id: 'plain', status: 'staging', everProduction: false }),
    ]);
    await store.load();
    for (const id of ['live', 'code', 'plain']) api.respond('DELETE', `/api2/recommendation/${id}`, null);
    await store.remove('live');
    await store.remove('code');
    await store.remove('plain');
    expect(confirm.asked.map((q) => q.title)).toEqual(['Are you absolutely sure?', 'Are you absolutely sure?', 'Delete recommendation?']);
    expect(store.recommendations.length).toBe(0);
  });

  it('puts a deleted recommendation back in its place when the delete fails', async () => {
    const { api, store } = setup();
    await store.load();
    api.respond('DELETE', '/api2/recommendation/a', new ApiError('Conflict', 409, 'STALE_VERSION'));
    await expect(store.remove('a')).resolves.toBe('failed');
    expect(store.recommendations.map((r) => r._id)).toEqual(['a', 'b']);
    expect(store.problem?.title).toBe('Unable to Delete');
  });

  it('creates from a starter preset, or says why it could not', async () => {
    const { api, store } = setup([]);
    await store.load();
    const preset = STARTER_PRESETS[0];
    api.respond('POST', '/api2/recommendation/create', recDoc({ _id: 'new', status: 'initial', everProduction: false, everUpdated: false }));
    const doc = await store.createFromPreset(preset, 'online', 'site-1');
    expect(doc?._id).toBe('new');
    expect(api.requests.at(-1)!.body).toMatchObject({ site: 'site-1', recommendation: { kind: 'online', template: preset.template, place: preset.place } });
    expect(store.recommendations.map((r) => r.displayStatus)).toEqual(['initial']);
    api.respond('POST', '/api2/recommendation/create', new ApiError('', 400));
    await expect(store.createFromPreset(preset, 'online', 'site-1')).resolves.toBeNull();
    expect(store.problem).toEqual({ title: HOME.createFailed, message: HOME.noAdditionalInfo });
  });
});
