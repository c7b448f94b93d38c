import { claimConsoleProvides, CONSOLE_SHARE_NAME, type ShareScope } from './shareScope';

describe('claimConsoleProvides', () => {
  it('marks only the console’s providers as loaded', () => {
    const get = () => Promise.resolve(() => ({}));
    const scope: ShareScope = {
      react: { '19.3.1': { get, from: CONSOLE_SHARE_NAME, eager: false } as never, '20.0.0': { get, from: 'someRemote' } as never },
      sdk: { '1.0.0': { get, from: CONSOLE_SHARE_NAME } as never },
    };
    claimConsoleProvides(scope);
    expect(scope.react['19.3.1'].loaded).toBe(1);
    expect(scope.sdk['1.0.0'].loaded).toBe(1);
    expect(scope.react['20.0.0'].loaded).toBeUndefined();
  });
});
