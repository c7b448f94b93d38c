import { httpUrl, isValidImageUrl, isValidSiteUrl, MAX_IMAGE_DATA_URL } from './urls';

describe('URL rules', () => {
  it.each(['https://northwind.example', 'http://shop.example.com/path?q=1', 'https://xn--caf-dma.example'])(
    'accepts the site url %s',
    (url) => expect(isValidSiteUrl(url)).toBe(true),
  );

  it.each([
    'javascript:alert(1)//http://a.b',
    'data:text/html,<script>alert(1)</script>//http://a.b',
    'northwind.com',
    'https://localhost',
    'https://[2001:db8::1]/',
    'https://user:secret@shop.example',
    'http://a b.example',
    'http://shop.example/\u0000',
    'ftp://files.example.com',
    '//http.example.com',
    'https://a.com;script-src',
  ])('refuses the site url %s', (url) => expect(isValidSiteUrl(url)).toBe(false));

  it('accepts http(s) avatars and small raster data URLs', () => {
    expect(isValidImageUrl('https://cdn.example/me.png')).toBe(true);
    expect(isValidImageUrl('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
    expect(isValidImageUrl('data:image/webp;base64,UklGRg==')).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:image/svg+xml;base64,PHN2Zz4=',
    'data:text/html;base64,PHNjcmlwdD4=',
    'data:image/png,raw',
    `data:image/png;base64,${'A'.repeat(MAX_IMAGE_DATA_URL)}`,
    'file:///etc/passwd',
  ])('refuses the avatar %s', (url) => expect(isValidImageUrl(url)).toBe(false));

  it('returns the parsed URL for http(s) only', () => {
    expect(httpUrl('https://shop.example/a')?.origin).toBe('https://shop.example');
    expect(httpUrl('mailto:a@b.example')).toBeNull();
  });
});
