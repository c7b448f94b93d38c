import { flow, getEnv, getSnapshot, types, type Instance } from 'mobx-state-tree';
import type { AppletDocument, SettingsService } from '../services/settings';
import { SettingsConflictError } from '../services/settingsErrors';
import { createTestServices } from '../testing';
import { withDirtyTracking, type DirtyTracking } from './withDirtyTracking';

const Billing = types.model('Billing', { price: 0, yearly: false, title: '' });

// A small applet settings store written the way the SDK asks: services from getEnv (never a
// global), the dirty flag and the diff from withDirtyTracking.
const SettingsStore = withDirtyTracking(
  types.model('RecSettings', {
    _id: types.string,
    __v: types.number,
    site: types.string,
    applet: types.string,
    personalize_css: '',
    billing: types.optional(Billing, {}),
    tags: types.array(types.string),
  }),
)
  .volatile(() => ({ created: 0 }))
  .actions((self) => ({
    afterCreate() {
      self.created += 1;
    },
    setCss(css: string) {
      self.personalize_css = css;
    },
    setPrice(price: number) {
      self.billing.price = price;
    },
    addTag(tag: string) {
      self.tags.push(tag);
    },
    save: flow(function* save() {
      const { settings } = getEnv<{ settings: SettingsService }>(self);
      const stored: AppletDocument = yield settings.patch(self.savedSnapshot, getSnapshot(self));
      self.__v = stored.__v;
      self.markSaved();
    }),
  }));

type Store = Instance<typeof SettingsStore>;

function setup(content = { personalize_css: 'a{}', billing: { price: 49, yearly: false, title: 'Starter' } }) {
  const services = createTestServices({ applet: 'rec', settings: content });
  const store: Store = SettingsStore.create(services.settings.document as never, { settings: services.settings });
  return { services, store };
}

describe('withDirtyTracking', () => {
  it('starts clean, keeps the model type usable and runs the model own afterCreate', () => {
    const { store } = setup();
    const tracking: DirtyTracking<unknown> = store;
    expect(tracking.isDirty).toBe(false);
    expect(store.changes).toEqual({});
    expect(store.created).toBe(1);
  });

  it('reports the changed fields, nested ones key by key and arrays whole', () => {
    const { store } = setup();
    store.setPrice(195);
    store.addTag('sale');
    expect(store.isDirty).toBe(true);
    expect(store.changes).toEqual({ billing: { price: 195 }, tags: ['sale'] });
  });

  it('is clean again when a change is undone by hand', () => {
    const { store } = setup();
    store.setCss('b{}');
    store.setCss('a{}');
    expect(store.isDirty).toBe(false);
  });

  it('markSaved makes the current state the baseline', () => {
    const { store } = setup();
    store.setCss('b{}');
    store.markSaved();
    expect(store.isDirty).toBe(false);
    expect(store.savedSnapshot.personalize_css).toBe('b{}');
  });

  it('discardChanges goes back to the saved snapshot', () => {
    const { store } = setup();
    store.setCss('b{}');
    store.setPrice(1);
    store.discardChanges();
    expect(store.personalize_css).toBe('a{}');
    expect(store.billing.price).toBe(49);
    expect(store.isDirty).toBe(false);
  });

  it('saves only the changed fields through the settings service from env', async () => {
    const { services, store } = setup();
    store.setPrice(195);
    await store.save();
    expect(services.settings.calls.at(-1)).toEqual({
      method: 'patch',
      body: { _id: store._id, __v: 0, site: services.site.current._id, applet: 'rec', patch: { billing: { price: 195 } } },
    });
    expect(store.__v).toBe(1);
    expect(store.isDirty).toBe(false);
    expect(services.settings.document).toMatchObject({ __v: 1, billing: { price: 195, title: 'Starter' } });
  });

  it('stays dirty when the save is refused as stale', async () => {
    const { services, store } = setup();
    services.settings.failNext(new SettingsConflictError('changed by someone else', 409, 'STALE_VERSION'));
    store.setCss('b{}');
    await expect(store.save()).rejects.toBeInstanceOf(SettingsConflictError);
    expect(store.isDirty).toBe(true);
  });
});
