import { devAppletOrigins } from './devOrigins';

describe('devAppletOrigins', () => {
  it('reads loopback origins from the cookie', () => {
    const cookie = `session=abc; vitrine_dev_applet_origins=${encodeURIComponent('http://localhost:5180 http://127.0.0.1:4000')}`;
    expect(devAppletOrigins(cookie)).toEqual(['http://localhost:5180', 'http://127.0.0.1:4000']);
  });

  it('never lets in a host on the network, a keyword or a directive', () => {
    const value = encodeURIComponent("https://evil.example.com http://10.0.0.2:80 'unsafe-eval' http://localhost:1;script-src * http://localhost");
    expect(devAppletOrigins(`vitrine_dev_applet_origins=${value}`)).toEqual([]);
    expect(devAppletOrigins('vitrine_dev_applet_origins=%E0%A4%A')).toEqual([]);
    expect(devAppletOrigins(undefined)).toEqual([]);
  });
});
