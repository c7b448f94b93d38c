import { createHash, randomBytes } from 'node:crypto';

/** Document ids are 24 lowercase hex characters (the shape the console has always used). */
export const ID_PATTERN = /^[0-9a-f]{24}$/;

export function newId(): string {
  return randomBytes(12).toString('hex');
}

/** Deterministic ids for seed data, so the demo world is identical on every machine. */
export function seedId(name: string): string {
  return createHash('sha256').update(`vitrine-seed:${name}`).digest('hex').slice(0, 24);
}

export function isId(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value);
}
