import { SETTINGS_MESSAGES } from './messages';
import { phone, required, siteUrl, validateForm, validateValue, type Validator } from './validation';

describe('required', () => {
  it('asks for a value when empty or blank', () => {
    expect(validateValue('', [required])).toBe('Please enter a value');
    expect(validateValue('   ', [required])).toBe('Please enter a value');
    expect(validateValue('x', [required])).toBeUndefined();
  });
});

describe('siteUrl', () => {
  it.each(['https://shop.example', 'http://localhost.test:8081/', 'https://a.b'])('accepts %s', (url) => {
    expect(validateValue(url, [siteUrl])).toBeUndefined();
  });

  it.each([
    'shop.example',
    'https://localhost',
    'http//shop.example',
    'ftp://shop.example',
    // Issue 32 item 27: these passed in the browser and only the server refused them.
    'javascript://x.y/%0aalert(1)',
    'javascript://http.example/%0aalert(1)',
    'data:text/html,<script>alert(1)</script>//http://a.b',
    'https://user:secret@shop.example',
    'https://a.com;script-src',
  ])('refuses %s', (url) => {
    expect(validateValue(url, [siteUrl])).toBe('Please enter a valid URL, including protocol.');
  });

  it('asks for a value first when empty', () => {
    expect(validateValue('', [required, siteUrl])).toBe('Please enter a value');
  });
});

describe('phone', () => {
  it('accepts the numbers the server accepts', () => {
    expect(validateValue('+1 415 555 0134', [phone])).toBeUndefined();
    expect(validateValue('020 7946-0321', [phone])).toBeUndefined();
  });

  it('refuses what the server refuses', () => {
    expect(validateValue('call me', [phone])).toBe(SETTINGS_MESSAGES.invalidPhone);
    expect(validateValue('12', [phone])).toBe(SETTINGS_MESSAGES.invalidPhone);
  });
});

describe('a validator failing without a message', () => {
  it.each<[string, Validator]>([
    ['false', () => false],
    ['an empty message', () => ''],
    ['a blank message', () => '  '],
    ['a throw', () => {
      throw new Error('boom');
    }],
  ])('shows "Unable to validate field" for %s', (_what, validator) => {
    expect(validateValue('x', [validator])).toBe('Unable to validate field');
  });

  it('passes on true, null and undefined', () => {
    expect(validateValue('x', [() => true, () => null, () => undefined])).toBeUndefined();
  });
});

describe('validateForm', () => {
  it('gives each failing field its first message', () => {
    const values = { name: '', url: 'nope', currencyName: 'USD', timeZone: '' };
    expect(validateForm(values, { name: [required], url: [required, siteUrl], currencyName: [required] })).toEqual({
      name: 'Please enter a value',
      url: 'Please enter a valid URL, including protocol.',
    });
  });

  it('is empty for a valid form', () => {
    expect(validateForm({ name: 'a' }, { name: [required] })).toEqual({});
  });
});
