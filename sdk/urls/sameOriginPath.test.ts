import { OPEN_REDIRECT_SHAPES, SAME_ORIGIN_PATHS } from '../../test/security/open-redirect-corpus';
import { sameOriginPath } from './sameOriginPath';

describe('sameOriginPath (where the console may go after signing in)', () => {
  it.each(SAME_ORIGIN_PATHS)('keeps the path on this console %j', (next, expected) => {
    expect(sameOriginPath(next)).toBe(expected);
  });

  it.each(OPEN_REDIRECT_SHAPES)('drops %s', (_name, next) => {
    expect(sameOriginPath(next)).toBeNull();
  });

  it.each([[null], [undefined], [42], [['/app/home']]])('drops %j, which is not a string', (next) => {
    expect(sameOriginPath(next)).toBeNull();
  });

  it('keeps every path it returns when read again (a fixed point)', () => {
    for (const [next] of SAME_ORIGIN_PATHS) {
      const path = sameOriginPath(next)!;
      expect(sameOriginPath(path)).toBe(path);
    }
  });
});
