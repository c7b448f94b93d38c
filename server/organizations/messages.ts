/** The code of a 409 for a site that already has an organization: not a stale version (a reload changes nothing). */
export const SITE_HAS_ORGANIZATION = 'SITE_HAS_ORGANIZATION';

/** What POST /api/organizations answers when it refuses (issue: trust at the server, item 4). */
export const ORG_MESSAGES = {
  quota: (max: number) => `You belong to ${max} organizations, the most one user may create or join. Contact support to add more.`,
  alreadyInOrganization: (platformSiteId: string) =>
    `Platform site ${platformSiteId} already belongs to an organization; only a site without one can be added to a new organization`,
  claimedMeanwhile: 'One of the sites joined an organization meanwhile; nothing was created. Refresh and try again.',
} as const;
