import {
  PUBLIC_STORAGE_PREFIX,
  STORAGE_PREFIX,
  isPublicGallery,
  storageKey,
  storageModeFor,
} from './storageKey';

const at = (pathname: string, hostname = 'console.vitrine.io') => ({ pathname, hostname });

describe('prefixes (spec section 9)', () => {
  it('are h40_ and h40_public_', () => {
    expect(STORAGE_PREFIX).toBe('h40_');
    expect(PUBLIC_STORAGE_PREFIX).toBe('h40_public_');
  });
});

describe('isPublicGallery', () => {
  it.each(['/public', '/public/', '/public/gallery', '/public/gallery/x?y=1'])('is true for path %s', (path) => {
    expect(isPublicGallery(at(path))).toBe(true);
  });

  it.each(['/', '/app/home', '/publication', '/publicx/a', '/Public', '/app/public', ''])(
    'is false for path %j on the console host',
    (path) => {
      expect(isPublicGallery(at(path))).toBe(false);
    },
  );

  it('is true on a gallery host whatever the path, ignoring case, port and trailing dot', () => {
    expect(isPublicGallery(at('/', 'gallery.vitrine.io'))).toBe(true);
    expect(isPublicGallery(at('/app/home', 'GALLERY.vitrine.io'))).toBe(true);
    expect(isPublicGallery(at('/', 'gallery.vitrine.io:443'))).toBe(true);
    expect(isPublicGallery(at('/', 'gallery.vitrine.io.'))).toBe(true);
  });

  it('is false for look-alike hosts', () => {
    expect(isPublicGallery(at('/', 'gallery.vitrine.io.evil.com'))).toBe(false);
    expect(isPublicGallery(at('/', 'mygallery.vitrine.io'))).toBe(false);
  });
});

describe('storageModeFor / storageKey', () => {
  it('prefixes by mode', () => {
    expect(storageKey('theme')).toBe('h40_theme');
    expect(storageKey('theme', 'console')).toBe('h40_theme');
    expect(storageKey('theme', 'public')).toBe('h40_public_theme');
  });

  it('derives the mode from the location', () => {
    expect(storageKey('x', storageModeFor(at('/public/a')))).toBe('h40_public_x');
    expect(storageKey('x', storageModeFor(at('/app/home')))).toBe('h40_x');
    expect(storageModeFor(at('/', 'gallery.vitrine.io'))).toBe('public');
  });
});
