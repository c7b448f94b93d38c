import { UNKNOWN_HOST_MESSAGE } from './messages';
import { resolveApiEndpoint } from './resolveApiEndpoint';

describe('resolveApiEndpoint', () => {
  it('uses the same origin for each known host without cookies', () => {
    expect(resolveApiEndpoint('console.vitrine.io', '')).toEqual({ env: 'prod', apiBase: '' });
    expect(resolveApiEndpoint('demo.vitrine.io', undefined)).toEqual({ env: 'demo', apiBase: '' });
    expect(resolveApiEndpoint('localhost:8080', null)).toEqual({ env: 'local', apiBase: '' });
  });

  it('throws the spec message for an unknown host', () => {
    expect(UNKNOWN_HOST_MESSAGE).toBe('Unable to determine API endpoint');
    expect(() => resolveApiEndpoint('evil.example.com', '')).toThrow(new Error('Unable to determine API endpoint'));
    expect(() => resolveApiEndpoint('', '')).toThrow('Unable to determine API endpoint');
  });

  it('throws for an unknown host even with an override cookie', () => {
    expect(() => resolveApiEndpoint('evil.example.com', '_hc_api30=local')).toThrow(UNKNOWN_HOST_MESSAGE);
  });

  it('never moves a prod console to a non-prod API', () => {
    for (const cookie of ['_hc_api30=demo', '_hc_api30=local', '_hc_local=http://localhost:3000']) {
      expect(resolveApiEndpoint('console.vitrine.io', cookie)).toEqual({ env: 'prod', apiBase: '' });
    }
  });

  it('ignores overrides on the hosted demo console', () => {
    expect(resolveApiEndpoint('demo.vitrine.io', '_hc_api30=local')).toEqual({ env: 'demo', apiBase: '' });
    expect(resolveApiEndpoint('demo.vitrine.io', '_hc_api30=prod')).toEqual({ env: 'demo', apiBase: '' });
    expect(resolveApiEndpoint('demo.vitrine.io', '_hc_local=http://localhost:3000')).toEqual({
      env: 'demo',
      apiBase: '',
    });
  });

  it('points a local console at the demo or prod API', () => {
    expect(resolveApiEndpoint('localhost:8080', '_hc_api30=demo')).toEqual({
      env: 'demo',
      apiBase: 'https://demo.vitrine.io',
    });
    expect(resolveApiEndpoint('vitrine.test', 'x=1; _hc_api30=prod')).toEqual({
      env: 'prod',
      apiBase: 'https://console.vitrine.io',
    });
  });

  it('points a local console at another local API server', () => {
    expect(resolveApiEndpoint('localhost:8081', '_hc_local=http%3A%2F%2Flocalhost%3A3000')).toEqual({
      env: 'local',
      apiBase: 'http://localhost:3000',
    });
    expect(resolveApiEndpoint('localhost:8081', '_hc_api30=local; _hc_local=http://127.0.0.1:3000/')).toEqual({
      env: 'local',
      apiBase: 'http://127.0.0.1:3000',
    });
  });

  it('keeps the same origin when a local console is overridden to local without an origin', () => {
    expect(resolveApiEndpoint('localhost', '_hc_api30=local')).toEqual({ env: 'local', apiBase: '' });
  });

  it('ignores invalid overrides', () => {
    expect(resolveApiEndpoint('localhost', '_hc_api30=staging')).toEqual({ env: 'local', apiBase: '' });
    expect(resolveApiEndpoint('localhost', '_hc_local=https://evil.example.com')).toEqual({
      env: 'local',
      apiBase: '',
    });
    expect(resolveApiEndpoint('localhost', '_hc_api30=%E0%A4%A')).toEqual({ env: 'local', apiBase: '' });
  });
});
