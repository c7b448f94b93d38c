import { storageKey } from './preferences';

describe('storageKey', () => {
  it('uses the h40_ prefix in the console', () => {
    expect(storageKey('theme', '/app/home')).toBe('h40_theme');
  });

  it('uses the h40_public_ prefix in the public gallery', () => {
    expect(storageKey('theme', '/public/gallery')).toBe('h40_public_theme');
    expect(storageKey('theme', '/publication')).toBe('h40_theme');
  });
});
