// A JS CPU profile of a piece of the bench (--profile): self time by function, main thread only.
// Work DuckDB does on its own threads shows up as (idle) while the main thread waits for it.
import { Session } from 'node:inspector/promises';
import { findSourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(__dirname, '../..');

export interface ProfileLine {
  share: number;
  ms: number;
  fn: string;
}

/** `name  file:line` with the line of the TypeScript source (tsx's source maps), not the transpiled one. */
function frameName({ functionName, url, lineNumber, columnNumber }: { functionName: string; url: string; lineNumber: number; columnNumber: number }): string {
  const name = functionName || '(anonymous)';
  if (!url) return name;
  let line = lineNumber + 1;
  try {
    const entry = findSourceMap(url)?.findEntry(lineNumber, columnNumber) as { originalLine?: number } | undefined;
    if (entry?.originalLine !== undefined) line = entry.originalLine + 1;
  } catch {
    // no map: keep the generated line
  }
  const file = url.startsWith('file:') ? fileURLToPath(url) : url;
  return `${name}  ${path.relative(ROOT, file)}:${line}`;
}

export async function profileSelfTime(fn: () => Promise<unknown>, top = 15): Promise<{ totalMs: number; lines: ProfileLine[] }> {
  const session = new Session();
  session.connect();
  try {
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    await session.post('Profiler.start');
    await fn();
    const { profile } = await session.post('Profiler.stop');
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    const self = new Map<string, number>();
    const deltas = profile.timeDeltas ?? [];
    (profile.samples ?? []).forEach((id, i) => {
      const key = frameName(nodes.get(id)!.callFrame);
      self.set(key, (self.get(key) ?? 0) + (deltas[i] ?? 0) / 1000);
    });
    const totalMs = [...self.values()].reduce((a, b) => a + b, 0);
    const lines = [...self.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, ms]) => ({ fn: name, ms, share: ms / totalMs }));
    return { totalMs, lines };
  } finally {
    await session.post('Profiler.disable').catch(() => {});
    session.disconnect();
  }
}
