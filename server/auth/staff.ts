/** Staff are people with a company e-mail domain, minus the platform's service accounts. */
export function isStaffEmail(email: string, domains: string[], excluded: string[]): boolean {
  const lower = email.trim().toLowerCase();
  if (excluded.includes(lower)) return false;
  const at = lower.lastIndexOf('@');
  if (at < 0) return false;
  return domains.includes(lower.slice(at + 1));
}
