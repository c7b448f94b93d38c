import type { Toaster } from '@blueprintjs/core';
import { SnackbarHost } from './SnackbarHost';

describe('SnackbarHost', () => {
  it('waits for the toaster, then shows with the 3000 ms default', () => {
    const host = new SnackbarHost();
    const { show } = host;
    show({ message: 'Saved', intent: 'success' });
    const toaster = { show: jest.fn() } as unknown as Toaster;
    host.attach(toaster);
    show({ message: 'Plain', intent: 'none', timeoutMs: 1000 });
    expect((toaster.show as jest.Mock).mock.calls.map(([props]) => [props.message, props.intent, props.timeout])).toEqual([
      ['Saved', 'success', 3000],
      ['Plain', undefined, 1000],
    ]);
  });
});

describe('SnackbarHost wanted', () => {
  it('says once, at the first message, that the toaster is wanted', () => {
    const host = new SnackbarHost();
    const listener = jest.fn();
    host.subscribe(listener);
    expect(host.isWanted()).toBe(false);
    host.show({ message: 'One' });
    host.show({ message: 'Two' });
    expect(host.isWanted()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
