import { isSdkCompatible, isSdkRange, SDK_VERSION } from './version';

describe('isSdkCompatible', () => {
  it('accepts ranges the current SDK satisfies', () => {
    expect(SDK_VERSION).toBe('1.12.0');
    expect(isSdkCompatible('^1.0.0')).toBe(true);
    expect(isSdkCompatible('>=1.0.0 <2')).toBe(true);
    expect(isSdkCompatible('1.x')).toBe(true);
  });

  it('refuses ranges the version does not satisfy', () => {
    expect(isSdkCompatible('^2.0.0')).toBe(false);
    expect(isSdkCompatible('^1.13.0')).toBe(false);
    expect(isSdkCompatible('^1.1.0', '1.4.2')).toBe(true);
  });

  it('treats invalid or empty ranges as incompatible instead of throwing', () => {
    expect(isSdkCompatible('not a range')).toBe(false);
    expect(isSdkCompatible('')).toBe(false);
    expect(isSdkRange('  ')).toBe(false);
    expect(isSdkRange(1)).toBe(false);
  });
});
