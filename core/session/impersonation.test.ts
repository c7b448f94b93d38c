import { isImpersonating } from './impersonation';

describe('isImpersonating', () => {
  it('reads the impersonating cookie', () => {
    expect(isImpersonating('a=1; impersonating=1')).toBe(true);
    expect(isImpersonating('impersonating=true')).toBe(true);
    expect(isImpersonating('impersonating=0')).toBe(false);
    expect(isImpersonating('impersonating=false')).toBe(false);
    expect(isImpersonating('impersonating=')).toBe(false);
    expect(isImpersonating('remember=1')).toBe(false);
    expect(isImpersonating('')).toBe(false);
  });
});
