import { environmentForHost, isEnvironment, normalizeHost } from './hosts';

describe('normalizeHost', () => {
  it.each([
    ['localhost:8080', 'localhost'],
    ['LocalHost', 'localhost'],
    ['console.vitrine.io.', 'console.vitrine.io'],
    ['[::1]:3000', '::1'],
    ['[::1]', '::1'],
    ['::1', '::1'],
    ['  demo.vitrine.io  ', 'demo.vitrine.io'],
  ])('%s → %s', (host, expected) => {
    expect(normalizeHost(host)).toBe(expected);
  });
});

describe('environmentForHost', () => {
  it.each([
    ['console.vitrine.io', 'prod'],
    ['CONSOLE.VITRINE.IO:443', 'prod'],
    ['gallery.vitrine.io', 'prod'],
    ['demo.vitrine.io', 'demo'],
    ['eu.demo.vitrine.io', 'demo'],
    ['shop.demo', 'demo'],
    ['localhost', 'local'],
    ['localhost:8080', 'local'],
    ['127.0.0.1:8081', 'local'],
    ['[::1]:8080', 'local'],
    ['app.localhost', 'local'],
    ['vitrine.local', 'local'],
    ['a.b.test', 'local'],
    ['demo.test', 'local'],
  ])('%s is %s', (host, env) => {
    expect(environmentForHost(host)).toBe(env);
  });

  it.each([
    '',
    '   ',
    'vitrine.io',
    'evil.vitrine.io',
    'console.vitrine.io.evil.com',
    'notconsole.vitrine.io',
    'demo',
    'local',
    '.local',
    'test',
    'mydemo',
    'localhost.evil.com',
    '127.0.0.2',
    'demo.vitrine.io.example.com',
  ])('does not know %j', (host) => {
    expect(environmentForHost(host)).toBeUndefined();
  });
});

describe('isEnvironment', () => {
  it('accepts only the three names', () => {
    expect(['prod', 'demo', 'local'].every(isEnvironment)).toBe(true);
    expect(isEnvironment('Prod')).toBe(false);
    expect(isEnvironment('staging')).toBe(false);
    expect(isEnvironment('')).toBe(false);
  });
});
