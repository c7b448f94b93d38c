import { industryOf, peerKeyOf, regionOf, sizeBandOf } from './peers';

describe('peer groups', () => {
  it('reads the industry from the first known tag', () => {
    expect(industryOf(['home', 'garden'])).toBe('home');
    expect(industryOf(['market', 'beauty'])).toBe('beauty');
    expect(industryOf(['demo'])).toBeNull();
  });
  it('bands shops by their 4-week visits', () => {
    expect(sizeBandOf(4999)).toBe('small');
    expect(sizeBandOf(5000)).toBe('medium');
    expect(sizeBandOf(19999)).toBe('medium');
    expect(sizeBandOf(20000)).toBe('large');
    expect(sizeBandOf(0)).toBeNull();
    expect(sizeBandOf(Number.NaN)).toBeNull();
  });
  it('puts countries in regions, unknown ones in other', () => {
    expect(regionOf('NO')).toBe('europe');
    expect(regionOf('ca')).toBe('northAmerica');
    expect(regionOf('BR')).toBe('other');
    expect(regionOf(null)).toBeNull();
  });
  it('keys a shop by the kind asked', () => {
    const profile = { tags: ['apparel'], country: 'JP' };
    expect(peerKeyOf('industry', 100, profile)).toBe('apparel');
    expect(peerKeyOf('size', 30000, profile)).toBe('large');
    expect(peerKeyOf('region', 100, profile)).toBe('asiaPacific');
    expect(peerKeyOf('region', 100, undefined)).toBeNull();
  });
});
