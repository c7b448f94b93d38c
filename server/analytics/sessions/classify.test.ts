import { attribution, hostName, pageClass } from './classify';

const landing = (referrer: string | null, utmSource: string | null = null, utmMedium: string | null = null) => attribution({ referrer, utmSource, utmMedium });

describe('page classes of the storefront’s places', () => {
  it.each([
    ['H', '/', 'home'], ['CAT', '/collections/x', 'category'], ['PDP', '/products/x', 'pdp'], ['CRT', '/cart', 'cart'],
    ['CO', '/checkout', 'checkout'], ['CNF', '/checkout/thank-you', 'checkout'], ['ACC', '/account', 'account'],
    ['NA', '/search', 'search'], ['NA', '/somewhere', 'content'], ['CUSTOM~about-us', '/pages/about-us', 'content'], ['E404', '/nope', 'content'],
  ])('%s at %s is %s', (place, path, expected) => expect(pageClass(place, path)).toBe(expected));
});

describe('attribution of a landing, as the seeded channels', () => {
  it('is direct without a referrer or UTM tags', () => {
    expect(landing(null)).toEqual({ channel: 'direct', source: null });
    expect(landing('')).toEqual({ channel: 'direct', source: null });
    expect(landing('not a url')).toEqual({ channel: 'direct', source: null });
  });

  it('names search engines, social networks, webmail and other sites from the referrer', () => {
    expect(landing('https://www.google.co.uk/')).toEqual({ channel: 'organic search', source: 'google' });
    expect(landing('https://duckduckgo.com/')).toEqual({ channel: 'organic search', source: 'duckduckgo' });
    expect(landing('https://l.facebook.com/l.php?u=x')).toEqual({ channel: 'social', source: 'facebook' });
    expect(landing('https://t.co/abc')).toEqual({ channel: 'social', source: 'twitter' });
    expect(landing('https://mail.google.com/mail/u/0/')).toEqual({ channel: 'email', source: 'google' });
    expect(landing('https://www.reddit.com/r/knitting')).toEqual({ channel: 'referral', source: 'reddit' });
  });

  it('takes the medium of UTM tags over the referrer, and classes a source given alone', () => {
    expect(landing('https://www.google.com/', 'google', 'cpc')).toEqual({ channel: 'paid search', source: 'google' });
    expect(landing(null, 'klaviyo', 'email')).toEqual({ channel: 'email', source: 'klaviyo' });
    expect(landing(null, 'FB', 'paid-social')).toEqual({ channel: 'social', source: 'facebook' });
    expect(landing(null, 'instagram', 'cpc')).toEqual({ channel: 'social', source: 'instagram' });
    expect(landing(null, 'criteo', 'display')).toEqual({ channel: 'display', source: 'criteo' });
    expect(landing(null, 'awin', null)).toEqual({ channel: 'affiliates', source: 'awin' });
    expect(landing(null, 'newsletter', null)).toEqual({ channel: 'email', source: 'newsletter' });
    expect(landing(null, 'some-blog', null)).toEqual({ channel: 'referral', source: 'some-blog' });
    expect(landing(null, null, 'email')).toEqual({ channel: 'email', source: null });
  });

  it('names a host without its prefix and public suffix', () => {
    expect(hostName('www.example.com')).toBe('example');
    expect(hostName('shop.example.co.uk')).toBe('example');
    expect(hostName('localhost')).toBe('localhost');
  });
});
