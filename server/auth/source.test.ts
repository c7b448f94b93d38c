import { throttleSource } from './source';

describe('throttleSource', () => {
  it('keeps an IPv4 address, also when it comes IPv4-mapped', () => {
    expect(throttleSource('203.0.113.7')).toBe('203.0.113.7');
    expect(throttleSource('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const net = '2001:db8:0:1::/64';
    expect(throttleSource('2001:db8:0:1::1')).toBe(net);
    expect(throttleSource('2001:0DB8:0000:0001:ffff:ffff:ffff:ffff')).toBe(net);
    expect(throttleSource('2001:db8::1:0:0:0:5')).toBe(net);
    expect(throttleSource('2001:db8:0:2::1')).not.toBe(net);
    expect(throttleSource('::1')).toBe('0:0:0:0::/64');
    expect(throttleSource('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(throttleSource('64:ff9b::203.0.113.7')).toBe('64:ff9b:0:0::/64');
  });

  it('passes anything else through unchanged', () => {
    expect(throttleSource('unknown')).toBe('unknown');
  });
});
