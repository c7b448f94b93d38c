import { isAllowedAddress, isLoopbackAddress } from './addresses';

const strict = { allowLoopback: false };
const dev = { allowLoopback: true };

describe('isAllowedAddress', () => {
  it.each([
    ['IPv4 loopback', '127.0.0.1'],
    ['IPv4 loopback, anywhere in 127/8', '127.1.2.3'],
    ['IPv6 loopback', '::1'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
    ['IPv4-mapped loopback in hex', '::ffff:7f00:1'],
    ['6to4 of loopback', '2002:7f00:1::1'],
  ])('refuses %s (%s) unless loopback is allowed', (_what, address) => {
    expect(isAllowedAddress(address, strict)).toBe(false);
    expect(isAllowedAddress(address, dev)).toBe(true);
  });

  it.each([
    ['10/8', '10.0.0.1'],
    ['172.16/12', '172.31.255.254'],
    ['192.168/16', '192.168.1.1'],
    ['carrier-grade NAT (Alibaba metadata)', '100.100.100.200'],
    ['link-local, cloud metadata', '169.254.169.254'],
    ['this network', '0.0.0.0'],
    ['multicast', '224.0.0.1'],
    ['broadcast', '255.255.255.255'],
    ['IPv6 unspecified', '::'],
    ['IPv6 unique local (AWS metadata)', 'fd00:ec2::254'],
    ['IPv6 link-local', 'fe80::1'],
    ['IPv6 link-local with a zone', 'fe80::1%eth0'],
    ['IPv6 multicast', 'ff02::1'],
    ['IPv4-mapped private', '::ffff:10.0.0.1'],
    ['IPv4-mapped metadata', '::ffff:a9fe:a9fe'],
    ['NAT64 of metadata', '64:ff9b::169.254.169.254'],
    ['6to4 of a private host', '2002:c0a8:101::'],
    ['not an address', 'localhost'],
  ])('refuses %s (%s), loopback allowed or not', (_what, address) => {
    expect(isAllowedAddress(address, strict)).toBe(false);
    expect(isAllowedAddress(address, dev)).toBe(false);
  });

  it.each(['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', '172.32.0.1', '100.128.0.1'])('allows the public address %s', (address) => {
    expect(isAllowedAddress(address, strict)).toBe(true);
  });
});

describe('isLoopbackAddress (a developer’s own machine, told apart in the refusal)', () => {
  it.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])('%s is loopback', (address) => {
    expect(isLoopbackAddress(address)).toBe(true);
  });
  it.each(['10.0.0.1', '0.0.0.0', '169.254.169.254', '::', 'fd00::1', 'localhost'])('%s is not', (address) => {
    expect(isLoopbackAddress(address)).toBe(false);
  });
});
