import { FairScheduler, runAsTenant } from './fair';

const tick = () => new Promise((r) => setImmediate(r));

describe('FairScheduler', () => {
  it('hands freed slots to tenants in turn, not in arrival order', async () => {
    const scheduler = new FairScheduler(1);
    const order: string[] = [];
    const releases: Array<() => void> = [];
    const job = (name: string) => () =>
      new Promise<void>((resolve) => {
        order.push(name);
        releases.push(resolve);
      });
    const all = [
      runAsTenant('noisy', () => scheduler.run(job('noisy-1'))),
      runAsTenant('noisy', () => scheduler.run(job('noisy-2'))),
      runAsTenant('noisy', () => scheduler.run(job('noisy-3'))),
      runAsTenant('victim', () => scheduler.run(job('victim-1'))),
    ];
    for (let i = 0; i < 4; i++) {
      await tick();
      releases.shift()?.();
    }
    await Promise.all(all);
    // The victim queued last but runs second: right after the job that held the slot.
    expect(order).toEqual(['noisy-1', 'victim-1', 'noisy-2', 'noisy-3']);
  });

  it('never runs more jobs at once than it has slots', async () => {
    const scheduler = new FairScheduler(2);
    let now = 0;
    let peak = 0;
    const job = async () => {
      now++;
      peak = Math.max(peak, now);
      await tick();
      now--;
    };
    await Promise.all(Array.from({ length: 10 }, (_, i) => runAsTenant(`t${i % 3}`, () => scheduler.run(job))));
    expect(peak).toBe(2);
    expect(scheduler.active).toBe(0);
    expect(scheduler.waiting).toBe(0);
  });

  it('keeps one slot from a flooding tenant, so another tenant starts at once', async () => {
    const scheduler = new FairScheduler(3);
    const started: string[] = [];
    const releases: Array<() => void> = [];
    const job = (name: string) => () =>
      new Promise<void>((resolve) => {
        started.push(name);
        releases.push(resolve);
      });
    const flood = Array.from({ length: 5 }, (_, i) => runAsTenant('noisy', () => scheduler.run(job(`noisy-${i + 1}`))));
    await tick();
    // Two of three slots: the third stays free although noisy has work waiting.
    expect(started).toEqual(['noisy-1', 'noisy-2']);
    expect(scheduler.active).toBe(2);
    const victim = runAsTenant('victim', () => scheduler.run(job('victim')));
    await tick();
    // No slot was freed, yet the victim runs.
    expect(started).toEqual(['noisy-1', 'noisy-2', 'victim']);
    while (releases.length) {
      releases.shift()!();
      await tick();
    }
    await Promise.all([...flood, victim]);
    expect(started).toHaveLength(6);
    expect(scheduler.active).toBe(0);
    expect(scheduler.waiting).toBe(0);
  });

  it('lets a tenant alone use every slot when told to share none', async () => {
    const scheduler = new FairScheduler(2, 2);
    let now = 0;
    let peak = 0;
    const job = async () => {
      peak = Math.max(peak, ++now);
      await tick();
      now--;
    };
    await Promise.all(Array.from({ length: 4 }, () => scheduler.run(job)));
    expect(peak).toBe(2);
  });

  it('frees the slot when a job fails', async () => {
    const scheduler = new FairScheduler(1);
    await expect(scheduler.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await scheduler.run(async () => 'next')).toBe('next');
  });
});
