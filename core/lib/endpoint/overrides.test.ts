import {
  API_OVERRIDE_COOKIE,
  LOCAL_API_COOKIE,
  OVERRIDE_PERMISSIONS,
  isOverridePermitted,
  parseLocalOrigin,
  readApiOverride,
} from './overrides';

describe('cookie names (spec section 9)', () => {
  it('are _hc_api30 and _hc_local', () => {
    expect(API_OVERRIDE_COOKIE).toBe('_hc_api30');
    expect(LOCAL_API_COOKIE).toBe('_hc_local');
  });
});

describe('parseLocalOrigin', () => {
  it.each([
    ['http://localhost:3000', 'http://localhost:3000'],
    ['http://localhost:3000/some/path?x=1', 'http://localhost:3000'],
    ['https://api.vitrine.test', 'https://api.vitrine.test'],
    ['http://127.0.0.1:9000', 'http://127.0.0.1:9000'],
    ['http://[::1]:9000', 'http://[::1]:9000'],
  ])('accepts %s', (value, origin) => {
    expect(parseLocalOrigin(value)).toBe(origin);
  });

  it.each([
    undefined,
    '',
    'localhost:3000',
    'not a url',
    'https://console.vitrine.io',
    'https://demo.vitrine.io',
    'https://evil.example.com',
    'javascript:alert(1)',
    'ftp://localhost',
    'http://user:pw@localhost:3000',
    'http://localhost.evil.com',
  ])('refuses %j', (value) => {
    expect(parseLocalOrigin(value)).toBeUndefined();
  });
});

describe('readApiOverride', () => {
  it('reads the environment named by _hc_api30, case-insensitively', () => {
    expect(readApiOverride('_hc_api30=demo')).toEqual({ env: 'demo' });
    expect(readApiOverride('_hc_api30= PROD ')).toEqual({ env: 'prod' });
  });

  it('ignores an unknown environment name, even with a valid _hc_local', () => {
    expect(readApiOverride('_hc_api30=staging')).toBeUndefined();
    expect(readApiOverride('_hc_api30=staging; _hc_local=http://localhost:3000')).toBeUndefined();
  });

  it('treats a bare valid _hc_local as "local at that origin"', () => {
    expect(readApiOverride('_hc_local=http://localhost:3000')).toEqual({
      env: 'local',
      localOrigin: 'http://localhost:3000',
    });
  });

  it('uses _hc_local only when the named environment is local', () => {
    expect(readApiOverride('_hc_api30=local; _hc_local=http://localhost:3000')).toEqual({
      env: 'local',
      localOrigin: 'http://localhost:3000',
    });
    expect(readApiOverride('_hc_api30=demo; _hc_local=http://localhost:3000')).toEqual({ env: 'demo' });
  });

  it('ignores a non-local _hc_local', () => {
    expect(readApiOverride('_hc_local=https://evil.example.com')).toBeUndefined();
    expect(readApiOverride('_hc_api30=local; _hc_local=https://evil.example.com')).toEqual({ env: 'local' });
  });

  it('treats an empty _hc_api30 as absent', () => {
    expect(readApiOverride('_hc_api30=')).toBeUndefined();
    expect(readApiOverride('_hc_api30=; _hc_local=http://localhost:3000')).toEqual({
      env: 'local',
      localOrigin: 'http://localhost:3000',
    });
  });

  it('returns undefined without cookies', () => {
    expect(readApiOverride('')).toBeUndefined();
    expect(readApiOverride(undefined)).toBeUndefined();
  });
});

describe('permission matrix', () => {
  it('never lets a cookie move a prod console anywhere', () => {
    expect(OVERRIDE_PERMISSIONS.prod).toEqual([]);
    expect(isOverridePermitted('prod', 'demo')).toBe(false);
    expect(isOverridePermitted('prod', 'local')).toBe(false);
  });

  it('keeps the hosted demo console on its own API', () => {
    expect(isOverridePermitted('demo', 'local')).toBe(false);
    expect(isOverridePermitted('demo', 'prod')).toBe(false);
  });

  it('lets a local console reach any environment', () => {
    expect(isOverridePermitted('local', 'local')).toBe(true);
    expect(isOverridePermitted('local', 'demo')).toBe(true);
    expect(isOverridePermitted('local', 'prod')).toBe(true);
  });
});
