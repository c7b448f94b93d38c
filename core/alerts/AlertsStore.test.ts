import { AlertsStore } from './AlertsStore';

describe('AlertsStore', () => {
  it('shows, replaces by id and dismisses', () => {
    const store = new AlertsStore();
    const { show, dismiss } = store; // the SDK service hands them out detached
    show({ id: 'a', intent: 'warning', message: 'one' });
    show({ id: 'b', intent: 'danger', message: 'two' });
    show({ id: 'a', intent: 'warning', message: 'one, again' });
    expect(store.alerts.map((a) => a.message)).toEqual(['one, again', 'two']);
    dismiss('a');
    expect(store.alerts.map((a) => a.id)).toEqual(['b']);
  });

  it('remembers what the user closed', () => {
    const store = new AlertsStore();
    store.show({ id: 'x', intent: 'warning', message: 'm', dismissible: true });
    store.closeByUser('x');
    expect(store.alerts).toEqual([]);
    expect(store.closedByUser('x')).toBe(true);
    expect(store.closedByUser('y')).toBe(false);
  });

  it('drops the alerts that match', () => {
    const store = new AlertsStore();
    store.show({ id: 'installation:tag', intent: 'danger', message: 'm' });
    store.show({ id: 'applet:own', intent: 'primary', message: 'n' });
    store.dismissWhere((alert) => alert.id.startsWith('installation:'));
    expect(store.alerts.map((a) => a.id)).toEqual(['applet:own']);
  });
});
