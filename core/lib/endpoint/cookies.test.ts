import { readCookie } from './cookies';

describe('readCookie', () => {
  it('finds a cookie among others, trimming spaces', () => {
    expect(readCookie('a=1; _hc_api30=demo; b=2', '_hc_api30')).toBe('demo');
    expect(readCookie('_hc_api30=prod', '_hc_api30')).toBe('prod');
  });

  it('returns undefined when absent or when there is no cookie string', () => {
    expect(readCookie('a=1', '_hc_api30')).toBeUndefined();
    expect(readCookie('', '_hc_api30')).toBeUndefined();
    expect(readCookie(undefined, '_hc_api30')).toBeUndefined();
    expect(readCookie(null, '_hc_api30')).toBeUndefined();
  });

  it('does not match a name that only contains the wanted one', () => {
    expect(readCookie('x_hc_api30=demo; _hc_api300=local', '_hc_api30')).toBeUndefined();
  });

  it('takes the first of duplicate cookies (the most specific path)', () => {
    expect(readCookie('_hc_api30=demo; _hc_api30=prod', '_hc_api30')).toBe('demo');
  });

  it('decodes percent-encoding and strips quotes', () => {
    expect(readCookie('_hc_local=http%3A%2F%2Flocalhost%3A3000', '_hc_local')).toBe('http://localhost:3000');
    expect(readCookie('_hc_api30="demo"', '_hc_api30')).toBe('demo');
  });

  it('keeps "=" inside values and tolerates parts without "="', () => {
    expect(readCookie('flag; a=b=c', 'a')).toBe('b=c');
  });

  it('treats an undecodable value as absent', () => {
    expect(readCookie('_hc_api30=%E0%A4%A', '_hc_api30')).toBeUndefined();
  });

  it('returns an empty value as an empty string', () => {
    expect(readCookie('_hc_api30=', '_hc_api30')).toBe('');
  });
});
