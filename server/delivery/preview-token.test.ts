import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadPreviewKey, PREVIEW_TTL_MS, signPreviewToken, verifyPreviewToken } from './preview-token';

const KEY = Buffer.alloc(32, 7);
const SITE = 'a'.repeat(24);
const REC = 'b'.repeat(24);
const NOW = new Date('2026-01-01T12:00:00Z');

describe('preview tokens', () => {
  it('verifies for its site until it expires', () => {
    const token = signPreviewToken(KEY, { siteId: SITE, recommendationId: REC }, NOW);
    expect(verifyPreviewToken(KEY, token, SITE, NOW)).toEqual({ siteId: SITE, recommendationId: REC, expiresAt: new Date(NOW.getTime() + PREVIEW_TTL_MS) });
    expect(verifyPreviewToken(KEY, token, SITE, new Date(NOW.getTime() + PREVIEW_TTL_MS - 1000))).not.toBeNull();
    expect(verifyPreviewToken(KEY, token, SITE, new Date(NOW.getTime() + PREVIEW_TTL_MS))).toBeNull();
  });

  it('ignores another site, another key, a changed payload or signature, and junk', () => {
    const token = signPreviewToken(KEY, { siteId: SITE, recommendationId: null }, NOW);
    const [payload, signature] = token.split('.');
    const otherPayload = Buffer.from(JSON.stringify({ v: 1, s: SITE, r: REC, e: 9_999_999_999 })).toString('base64url');
    expect(verifyPreviewToken(KEY, token, 'c'.repeat(24), NOW)).toBeNull();
    expect(verifyPreviewToken(Buffer.alloc(32, 8), token, SITE, NOW)).toBeNull();
    expect(verifyPreviewToken(KEY, `${otherPayload}.${signature}`, SITE, NOW)).toBeNull();
    expect(verifyPreviewToken(KEY, `${payload}.${signature.slice(1)}x`, SITE, NOW)).toBeNull();
    for (const junk of ['', '.', 'x', '1', `${payload}.`, 'a.b.c', 'x'.repeat(700)]) expect(verifyPreviewToken(KEY, junk, SITE, NOW)).toBeNull();
  });

  it('keeps one secret per data dir (0600), or takes SECRET from the environment', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-secret-'));
    try {
      const first = loadPreviewKey(dir, {});
      expect(loadPreviewKey(dir, {})).toEqual(first);
      expect(fs.statSync(path.join(dir, 'server-secret')).mode & 0o777).toBe(0o600);
      expect(loadPreviewKey(dir, { SECRET: 'x'.repeat(32) })).not.toEqual(first);
      expect(() => loadPreviewKey(dir, { SECRET: 'short' })).toThrow('at least 16');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
