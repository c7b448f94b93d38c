import { ACTIVE_GRACE_MS, FairScheduler, runAsTenant } from './fair';

const tick = () => new Promise((r) => setImmediate(r));

/** A clock the test moves by hand: the grace period passes only when a test says so. */
function manualClock() {
  let now = 0;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

/**
 * A fake engine: every statement runs until the test releases it, so what runs at any moment
 * is decided by the scheduler alone, never by timing.
 */
function fakeEngine(scheduler: FairScheduler) {
  const started: string[] = [];
  const running: Array<{ tenant: string; release: () => void }> = [];
  let peak = 0;
  const submit = (tenant: string, name = tenant) =>
    runAsTenant(tenant, () =>
      scheduler.run(
        () =>
          new Promise<void>((resolve) => {
            started.push(name);
            peak = Math.max(peak, scheduler.active);
            running.push({ tenant, release: resolve });
          }),
      ),
    );
  /** Ends the statement running longest, then lets the scheduler hand its slot on. */
  const releaseOldest = async () => {
    running.shift()!.release();
    await tick();
  };
  const count = (tenant: string) => running.filter((r) => r.tenant === tenant).length;
  return { submit, releaseOldest, started, count, peak: () => peak, running };
}

async function drain(engine: ReturnType<typeof fakeEngine>, jobs: Promise<void>[]) {
  while (engine.running.length) await engine.releaseOldest();
  await Promise.all(jobs);
}

describe('FairScheduler', () => {
  it('lets an organization alone use every working slot, and keeps only the reserve', async () => {
    const scheduler = new FairScheduler(3);
    const engine = fakeEngine(scheduler);
    const jobs = Array.from({ length: 12 }, (_, i) => engine.submit('org:solo', `solo-${i}`));
    await tick();
    expect(engine.count('org:solo')).toBe(3);
    expect(scheduler.waiting).toBe(9);
    // Each freed slot goes straight back to it: three at a time until its work is done.
    for (let i = 0; i < 6; i++) {
      await engine.releaseOldest();
      expect(engine.count('org:solo')).toBe(3);
    }
    await drain(engine, jobs);
    expect(engine.peak()).toBe(3);
    expect(engine.started).toEqual(Array.from({ length: 12 }, (_, i) => `solo-${i}`));
    expect(scheduler.active).toBe(0);
    expect(scheduler.waiting).toBe(0);
  });

  it("starts a victim's first statement at once, holds the flood to its share while the victim has work, and runs the victim's next before the flood's queued ones", async () => {
    const clock = manualClock();
    const scheduler = new FairScheduler(3, 1, { now: clock.now });
    const engine = fakeEngine(scheduler);
    const flood = Array.from({ length: 8 }, (_, i) => engine.submit('org:noisy', `noisy-${i + 1}`));
    await tick();
    expect(engine.started).toEqual(['noisy-1', 'noisy-2', 'noisy-3']);
    const victim = [engine.submit('org:victim', 'victim-1'), engine.submit('org:victim', 'victim-2')];
    await tick();
    // No slot was freed, yet the victim's first statement runs: on the reserve.
    expect(engine.started.at(-1)).toBe('victim-1');
    expect(scheduler.active).toBe(4);
    // The flood's statements end and are not replaced: it is held to its share (3 slots ÷ 2 = 1).
    await engine.releaseOldest();
    await engine.releaseOldest();
    expect([engine.count('org:noisy'), engine.count('org:victim')]).toEqual([1, 1]);
    // The victim's statement ends: its next starts first, though five of noisy's waited longer.
    engine.running.splice(engine.running.findIndex((r) => r.tenant === 'org:victim'), 1)[0].release();
    await tick();
    expect(engine.started.at(-1)).toBe('victim-2');
    await drain(engine, [...flood, ...victim]);
    expect(engine.started).toHaveLength(10);
    expect(engine.peak()).toBe(4);
    expect(scheduler.waiting).toBe(0);
  });

  it('keeps the share for a tenant between its statements for the grace period, then gives the slots back', async () => {
    const clock = manualClock();
    const scheduler = new FairScheduler(2, 1, { now: clock.now });
    const engine = fakeEngine(scheduler);
    const jobs = Array.from({ length: 8 }, () => engine.submit('org:noisy'));
    await tick();
    const first = engine.submit('org:victim');
    await tick();
    engine.running.splice(engine.running.findIndex((r) => r.tenant === 'org:victim'), 1)[0].release();
    await first;
    // Between the victim's statements the flood does not take back both slots...
    await engine.releaseOldest();
    await engine.releaseOldest();
    expect(engine.count('org:noisy')).toBe(1);
    // ...so the victim's next statement finds one free.
    const second = engine.submit('org:victim');
    await tick();
    expect(engine.count('org:victim')).toBe(1);
    engine.running.splice(engine.running.findIndex((r) => r.tenant === 'org:victim'), 1)[0].release();
    await second;
    // Once the grace period is over the flood is alone again and gets every working slot.
    clock.advance(ACTIVE_GRACE_MS);
    await engine.releaseOldest();
    expect(engine.count('org:noisy')).toBe(2);
    await drain(engine, jobs);
  });

  it('shares the slots equally between two flooding organizations, and a third still starts at once', async () => {
    const scheduler = new FairScheduler(4, 1, { now: manualClock().now });
    const engine = fakeEngine(scheduler);
    const jobs = [
      ...Array.from({ length: 20 }, () => engine.submit('org:a')),
      ...Array.from({ length: 20 }, () => engine.submit('org:b')),
    ];
    await tick();
    // a came first and took all four working slots; b's first took the reserve.
    expect([engine.count('org:a'), engine.count('org:b')]).toEqual([4, 1]);
    // As a's statements end, b gets slots until both hold their share, then they keep it.
    for (let i = 0; i < 4; i++) await engine.releaseOldest();
    for (let i = 0; i < 12; i++) {
      await engine.releaseOldest();
      expect([engine.count('org:a'), engine.count('org:b')]).toEqual([2, 2]);
    }
    // Within their shares, together they leave the reserve free for a newcomer.
    expect(scheduler.active).toBe(4);
    jobs.push(engine.submit('org:c'));
    await tick();
    expect(engine.count('org:c')).toBe(1);
    await drain(engine, jobs);
    expect(engine.peak()).toBe(5);
    expect(scheduler.waiting).toBe(0);
  });

  it('hands freed slots to tenants in turn, not in arrival order', async () => {
    const scheduler = new FairScheduler(1, 0);
    const engine = fakeEngine(scheduler);
    const jobs = [engine.submit('noisy', 'noisy-1'), engine.submit('noisy', 'noisy-2'), engine.submit('noisy', 'noisy-3'), engine.submit('victim', 'victim-1')];
    await tick();
    await drain(engine, jobs);
    // Without a reserve the victim waits, but runs right after the job that held the slot.
    expect(engine.started).toEqual(['noisy-1', 'victim-1', 'noisy-2', 'noisy-3']);
    expect(engine.peak()).toBe(1);
  });

  it('gives an organization back all the slots once the other has nothing left (without a grace period, at once)', async () => {
    const scheduler = new FairScheduler(2, 1, { graceMs: 0 });
    const engine = fakeEngine(scheduler);
    const jobs = [...Array.from({ length: 6 }, () => engine.submit('org:a')), engine.submit('org:b')];
    await tick();
    expect([engine.count('org:a'), engine.count('org:b')]).toEqual([2, 1]);
    // b's one statement ends: a is alone again and is not kept to a share.
    engine.running.splice(engine.running.findIndex((r) => r.tenant === 'org:b'), 1)[0].release();
    await tick();
    await engine.releaseOldest();
    expect(engine.count('org:a')).toBe(2);
    await drain(engine, jobs);
  });

  it('hands slots held back for a quiet tenant to the others when its grace period ends, with no statement ending', async () => {
    const scheduler = new FairScheduler(2, 1, { graceMs: 20 });
    const engine = fakeEngine(scheduler);
    const jobs = Array.from({ length: 4 }, () => engine.submit('org:a'));
    await tick();
    const b = engine.submit('org:b');
    await tick();
    engine.running.splice(engine.running.findIndex((r) => r.tenant === 'org:b'), 1)[0].release();
    await b;
    await engine.releaseOldest();
    expect(engine.count('org:a')).toBe(1);
    // The scheduler's own timer (real time: 20 ms) frees the held-back slot.
    while (engine.count('org:a') < 2) await new Promise((r) => setTimeout(r, 5));
    expect(engine.count('org:a')).toBe(2);
    await drain(engine, jobs);
  });

  it('frees the slot when a job fails', async () => {
    const scheduler = new FairScheduler(1);
    await expect(scheduler.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await scheduler.run(async () => 'next')).toBe('next');
    expect(scheduler.active).toBe(0);
  });
});
