import { isStaffEmail } from './staff';

const domains = ['vitrine.dev', 'vitrine.io'];
const excluded = ['shopify-service@vitrine.io'];

describe('isStaffEmail', () => {
  it('recognises both company domains, case-insensitively', () => {
    expect(isStaffEmail('staff@vitrine.dev', domains, excluded)).toBe(true);
    expect(isStaffEmail('Ops@Vitrine.IO', domains, excluded)).toBe(true);
  });
  it('rejects other domains, including look-alike subdomains and suffixes', () => {
    expect(isStaffEmail('merchant@example.com', domains, excluded)).toBe(false);
    expect(isStaffEmail('a@evil-vitrine.dev', domains, excluded)).toBe(false);
    expect(isStaffEmail('a@vitrine.dev.evil.com', domains, excluded)).toBe(false);
    expect(isStaffEmail('no-at-sign', domains, excluded)).toBe(false);
  });
  it('excludes the platform service accounts', () => {
    expect(isStaffEmail('shopify-service@vitrine.io', domains, excluded)).toBe(false);
    expect(isStaffEmail('SHOPIFY-SERVICE@vitrine.io', domains, excluded)).toBe(false);
  });
});
