import { IdleTimer, type IdleTimerOptions } from './IdleTimer';
import { DEFAULT_SESSION_TIMINGS } from './sessionTimings';

const MINUTE = 60_000;

function setup(overrides: Partial<IdleTimerOptions> = {}) {
  const keepAlive = jest.fn(() => Promise.resolve());
  const onWarn = jest.fn();
  const onExpire = jest.fn();
  const timer = new IdleTimer({
    timings: DEFAULT_SESSION_TIMINGS,
    remember: false,
    impersonating: false,
    keepAlive,
    onWarn,
    onExpire,
    ...overrides,
  });
  timer.start();
  return { timer, keepAlive, onWarn, onExpire };
}

describe('IdleTimer (spec 4)', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2025-01-01T00:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('warns after 30 idle minutes with a 120 s deadline, then expires', () => {
    const { onWarn, onExpire } = setup();
    jest.advanceTimersByTime(30 * MINUTE - 1);
    expect(onWarn).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onWarn).toHaveBeenCalledWith(Date.now() + 120_000);
    jest.advanceTimersByTime(119_999);
    expect(onExpire).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('activity pushes the warning back', () => {
    const { timer, onWarn } = setup();
    jest.advanceTimersByTime(20 * MINUTE);
    timer.activity();
    jest.advanceTimersByTime(20 * MINUTE);
    expect(onWarn).not.toHaveBeenCalled();
    jest.advanceTimersByTime(10 * MINUTE);
    expect(onWarn).toHaveBeenCalledTimes(1);
  });

  it('sends a keep-alive on activity at most every 10 minutes', () => {
    const { timer, keepAlive } = setup();
    timer.activity();
    expect(keepAlive).not.toHaveBeenCalled(); // the page load itself touched the session
    jest.advanceTimersByTime(10 * MINUTE);
    timer.activity();
    timer.activity();
    expect(keepAlive).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(9 * MINUTE);
    timer.activity();
    expect(keepAlive).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(MINUTE);
    timer.activity();
    expect(keepAlive).toHaveBeenCalledTimes(2);
  });

  it('never sends a keep-alive while impersonating', () => {
    const { timer, keepAlive, onWarn } = setup({ impersonating: true });
    jest.advanceTimersByTime(15 * MINUTE);
    timer.activity();
    jest.advanceTimersByTime(30 * MINUTE);
    expect(onWarn).toHaveBeenCalled();
    timer.continueSession();
    expect(keepAlive).not.toHaveBeenCalled();
  });

  it('swallows keep-alive failures', async () => {
    const keepAlive = jest.fn(() => Promise.reject(new Error('offline')));
    const { timer } = setup({ keepAlive });
    jest.advanceTimersByTime(11 * MINUTE);
    expect(() => timer.activity()).not.toThrow();
    await Promise.resolve();
    expect(keepAlive).toHaveBeenCalledTimes(1);
  });

  it('remembered sessions just start over: no dialog, no logout', () => {
    const { onWarn, onExpire } = setup({ remember: true });
    jest.advanceTimersByTime(5 * 30 * MINUTE);
    expect(onWarn).not.toHaveBeenCalled();
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('"Yes, Continue Session" keeps the session alive and restarts the wait', () => {
    const { timer, keepAlive, onWarn, onExpire } = setup();
    jest.advanceTimersByTime(30 * MINUTE);
    expect(timer.isWarning).toBe(true);
    timer.continueSession();
    expect(timer.isWarning).toBe(false);
    expect(keepAlive).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(120_000);
    expect(onExpire).not.toHaveBeenCalled();
    jest.advanceTimersByTime(30 * MINUTE - 120_000);
    expect(onWarn).toHaveBeenCalledTimes(2);
  });

  it('ignores activity while the dialog asks', () => {
    const { timer, onExpire } = setup();
    jest.advanceTimersByTime(30 * MINUTE);
    timer.activity();
    jest.advanceTimersByTime(120_000);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('does nothing after stop()', () => {
    const { timer, onWarn } = setup();
    timer.stop();
    timer.activity();
    jest.advanceTimersByTime(60 * MINUTE);
    expect(onWarn).not.toHaveBeenCalled();
  });

  it('uses shortened timings', () => {
    const { onWarn, onExpire } = setup({ timings: { idleMs: 1000, countdownMs: 500, throttleMs: 100 } });
    jest.advanceTimersByTime(1000);
    expect(onWarn).toHaveBeenCalled();
    jest.advanceTimersByTime(500);
    expect(onExpire).toHaveBeenCalled();
  });
});
