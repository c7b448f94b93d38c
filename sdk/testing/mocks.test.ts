import { createTestServices } from './createTestServices';
import { MockAlerts } from './MockAlerts';
import { MockConfirm } from './MockConfirm';
import { MockNavigation } from './MockNavigation';
import { MockPreferences } from './MockPreferences';
import { MockSession } from './MockSession';
import { MockSite } from './MockSite';
import { MockSnackbars } from './MockSnackbars';
import { MockUnsavedChanges } from './MockUnsavedChanges';

describe('MockSite', () => {
  it('publishes a new frozen snapshot to subscribers on set, until they unsubscribe', () => {
    const site = new MockSite({ flags: { HicPlusEnableEmail: true } });
    const first = site.current;
    const seen: string[] = [];
    const unsubscribe = site.subscribe((s) => seen.push(s.name));
    site.set({ name: 'Globex' });
    expect(site.current).not.toBe(first);
    expect(Object.isFrozen(site.current)).toBe(true);
    unsubscribe();
    site.set({ name: 'Other' });
    expect(seen).toEqual(['Globex']);
  });

  it('reads flags of the current site', () => {
    const site = new MockSite({ flags: { HicPlusModernMode: 'online' } });
    expect(site.flag('HicPlusModernMode')).toBe('online');
    expect(site.flag('Missing')).toBeUndefined();
    site.set({ flags: { HicPlusModernMode: 'hyper-online' } });
    expect(site.flag('HicPlusModernMode')).toBe('hyper-online');
  });
});

describe('MockSession and MockPreferences', () => {
  it('default to a merchant, staff follows the user', () => {
    expect(new MockSession().current).toMatchObject({ isStaff: false, devMode: false, impersonating: false });
    expect(new MockSession({ user: { staff: true }, devMode: true }).current).toMatchObject({ isStaff: true, devMode: true });
  });

  it('setTheme notifies', () => {
    const preferences = new MockPreferences();
    const seen: string[] = [];
    preferences.subscribe((p) => seen.push(p.theme));
    preferences.setTheme('dark');
    expect(seen).toEqual(['dark']);
  });
});

describe('MockAlerts', () => {
  it('records calls and keeps the visible stack, replacing by id', () => {
    const alerts = new MockAlerts();
    alerts.show({ id: 'tag', intent: 'warning', message: 'one' });
    alerts.show({ id: 'embed', intent: 'danger', message: 'two', dismissible: true });
    alerts.show({ id: 'tag', intent: 'warning', message: 'one again' });
    alerts.dismiss('embed');
    expect(alerts.shown.map((a) => a.message)).toEqual(['one', 'two', 'one again']);
    expect(alerts.dismissed).toEqual(['embed']);
    expect(alerts.visible).toEqual([{ id: 'tag', intent: 'warning', message: 'one again' }]);
  });
});

describe('MockSnackbars', () => {
  it('records snackbars with the default intent and the spec timeout of 3000 ms', () => {
    const snackbars = new MockSnackbars();
    snackbars.show({ message: 'Saved' });
    snackbars.show({ message: 'Slow', intent: 'warning', timeoutMs: 10_000 });
    expect(snackbars.shown).toEqual([
      { message: 'Saved', intent: 'none', timeoutMs: 3000 },
      { message: 'Slow', intent: 'warning', timeoutMs: 10_000 },
    ]);
  });
});

describe('MockConfirm', () => {
  it('answers the programmed value and records what was asked', async () => {
    const confirm = new MockConfirm(false);
    await expect(confirm.confirm({ message: 'Delete?' })).resolves.toBe(false);
    confirm.answer = true;
    const { confirm: ask } = confirm;
    await expect(ask({ message: 'Really?', confirmLabel: 'Delete' })).resolves.toBe(true);
    expect(confirm.asked).toEqual([{ message: 'Delete?' }, { message: 'Really?', confirmLabel: 'Delete' }]);
  });
});

describe('MockUnsavedChanges', () => {
  it('is dirty while any key is, and asks before leaving only then', async () => {
    const unsaved = new MockUnsavedChanges();
    await expect(unsaved.confirmLeave()).resolves.toBe(true);
    unsaved.setDirty('a', true);
    unsaved.setDirty('b', true);
    unsaved.setDirty('a', false);
    expect(unsaved.isDirty).toBe(true);
    unsaved.leaveAnswer = false;
    await expect(unsaved.confirmLeave()).resolves.toBe(false);
    expect(unsaved.leavePrompts).toBe(1);
    unsaved.setDirty('b', false);
    expect(unsaved.isDirty).toBe(false);
  });
});

describe('MockNavigation', () => {
  it('builds hrefs under the base path that keep site-xid', () => {
    const navigation = new MockNavigation('/applet/rec', () => 'shop-1');
    expect(navigation.linkTo('')).toBe('/applet/rec?site-xid=shop-1');
    expect(navigation.linkTo('checkout/score?tab=a')).toBe('/applet/rec/checkout/score?tab=a&site-xid=shop-1');
    expect(navigation.linkTo('/app/home')).toBe('/app/home?site-xid=shop-1');
    expect(new MockNavigation('/applet/rec/').linkTo('x')).toBe('/applet/rec/x');
  });

  it('records navigate() calls', () => {
    const navigation = new MockNavigation('/applet/rec');
    navigation.navigate('recs/1');
    navigation.navigate('', { replace: true });
    expect(navigation.navigations).toEqual([
      { path: 'recs/1', href: '/applet/rec/recs/1', replace: false },
      { path: '', href: '/applet/rec', replace: true },
    ]);
  });
});

describe('createTestServices', () => {
  it('wires the doubles together from the options', async () => {
    const services = createTestServices({ applet: 'rec', site: { external: 'x1' }, settings: { css: 'a' }, confirm: false });
    expect(services.navigation.basePath).toBe('/applet/rec');
    expect(services.navigation.linkTo('a')).toBe('/applet/rec/a?site-xid=x1');
    services.site.set({ external: 'x2' });
    expect(services.navigation.linkTo('a')).toBe('/applet/rec/a?site-xid=x2');
    await expect(services.settings.load()).resolves.toMatchObject({ css: 'a', applet: 'rec', site: services.site.current._id });
    await expect(services.confirm.confirm({ message: '?' })).resolves.toBe(false);
  });

  it('makes fresh doubles each time', () => {
    expect(createTestServices().api).not.toBe(createTestServices().api);
  });
});
