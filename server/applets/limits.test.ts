import { HttpError } from '../lib/errors';
import { assertDocumentLimits, MAX_APPLET_DOC_BYTES, MAX_APPLET_DOC_DEPTH } from './limits';

const refusal = (next: Record<string, unknown>, current?: Record<string, unknown>) => {
  try {
    assertDocumentLimits(next, current);
  } catch (err) {
    if (err instanceof HttpError) return { status: err.statusCode, message: err.message };
    throw err;
  }
  return undefined;
};

const ofBytes = (n: number) => ({ blob: 'x'.repeat(n - '{"blob":""}'.length) });

describe('applet document limits', () => {
  it('accepts a document at the size limit', () => {
    expect(refusal(ofBytes(MAX_APPLET_DOC_BYTES))).toBeUndefined();
  });

  it('refuses growth past the limit with 413 stating it', () => {
    expect(refusal(ofBytes(MAX_APPLET_DOC_BYTES + 1), ofBytes(1000))).toEqual({
      status: 413,
      message: 'The applet document would be 257 KB; the limit is 256 KB. Nothing was saved.',
    });
  });

  it('lets a document stored before the limit shrink, but not grow', () => {
    const legacy = ofBytes(MAX_APPLET_DOC_BYTES * 2);
    expect(refusal(ofBytes(MAX_APPLET_DOC_BYTES + 10), legacy)).toBeUndefined();
    expect(refusal(ofBytes(MAX_APPLET_DOC_BYTES * 2 + 10), legacy)?.status).toBe(413);
  });

  it('refuses a document nested past the depth limit with 400', () => {
    let deep: unknown = 1;
    for (let i = 0; i < MAX_APPLET_DOC_DEPTH; i++) deep = { d: deep };
    expect(refusal({ deep })).toEqual({ status: 400, message: expect.stringMatching(/^deep(\.d)+ is nested too deeply: the limit is 32 levels/) });
  });
});
