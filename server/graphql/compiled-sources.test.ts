// Memory left behind by compiled queries the cache has let go (executor.ts,
// dropCompiledSourceCache). Measured in child processes: V8 flags and heap figures are per process.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

jest.setTimeout(60_000);

const FLOOD = path.join(__dirname, 'testing', 'compile-flood.ts');

function flood(mode: 'drop' | 'keep'): { heapMb: number; cached: number } {
  const out = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', FLOOD, mode], {
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').pop()!);
}

describe('compiled queries the cache evicted', () => {
  it('leave no source text behind once the compilation cache is off, as the server runs', () => {
    const dropped = flood('drop');
    const kept = flood('keep');
    // Both keep the same four compiled queries (~4.5 MB estimated each).
    expect(dropped.cached).toBe(4);
    expect(kept.cached).toBe(4);
    // With V8's cache on, the 36 evicted queries' sources (~2 MB each) stay on the heap.
    expect(kept.heapMb - dropped.heapMb).toBeGreaterThan(40);
    // Off: the four kept queries and the process itself, nothing per evicted query.
    expect(dropped.heapMb).toBeLessThan(45);
  });
});
