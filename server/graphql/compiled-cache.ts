import { createHash } from 'node:crypto';
import { Kind, visit, type DocumentNode } from 'graphql';

/**
 * Memory of one compiled query, estimated from its document: graphql-jit emits code per field
 * selection, and measured here a compiled query held ~2.3 KB of heap per field node (560
 * fields: 1.27 MB). 3 KB per field keeps the estimate on the safe side.
 */
export const BYTES_PER_FIELD = 3 * 1024;

export function estimateCompiledBytes(document: DocumentNode): number {
  let fields = 0;
  visit(document, {
    [Kind.FIELD]() {
      fields++;
    },
  });
  return Math.max(1, fields) * BYTES_PER_FIELD;
}

/**
 * Keys are query texts of up to 100 KB: the cache holds their SHA-256 instead (44 characters),
 * so the once-seen list costs ~100 KB however large the queries, not 2,000 × 100 KB.
 */
const digest = (key: string) => createHash('sha256').update(key).digest('base64');

/**
 * An LRU bounded by estimated bytes, not by entries: a few hundred huge distinct queries
 * must not hold gigabytes. A query is only worth compiling once it comes back, so the cache
 * also remembers (by the key's digest only) what it saw once; `admit` says whether to compile now.
 */
export class CompiledQueryCache<T> {
  private readonly entries = new Map<string, { value: T; bytes: number }>();
  private readonly seenOnce = new Map<string, true>();
  private total = 0;

  constructor(
    private readonly maxBytes: number,
    /** How many once-seen keys are remembered (keys only: a few hundred KB at most). */
    private readonly maxSeen = 2000,
  ) {}

  get(query: string): T | undefined {
    const key = digest(query);
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit.value;
  }

  /**
   * True when `key` was seen before and an entry of `bytes` fits the budget (at most a quarter
   * of it, so one query cannot empty the cache). The first sighting only records the key.
   */
  admit(query: string, bytes: number): boolean {
    const key = digest(query);
    if (bytes > this.maxBytes / 4) return false;
    if (this.seenOnce.has(key)) {
      this.seenOnce.delete(key);
      return true;
    }
    this.seenOnce.set(key, true);
    if (this.seenOnce.size > this.maxSeen) this.seenOnce.delete(this.seenOnce.keys().next().value as string);
    return false;
  }

  set(query: string, value: T, bytes: number): void {
    const key = digest(query);
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.total -= old.bytes;
    }
    this.entries.set(key, { value, bytes });
    this.total += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.total -= entry.bytes;
    }
  }

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.total;
  }

  /** Characters of all keys held, kept and once-seen (tests check they do not grow with query size). */
  get keyChars(): number {
    let chars = 0;
    for (const key of this.entries.keys()) chars += key.length;
    for (const key of this.seenOnce.keys()) chars += key.length;
    return chars;
  }
}
