/** What POST /api/organizations answers when it refuses (issue: trust at the server, item 4). */
export const ORG_MESSAGES = {
  quota: (max: number) => `You belong to ${max} organizations, the most one user may create or join. Contact support to add more.`,
  alreadyInOrganization: (platformSiteId: string) =>
    `Platform site ${platformSiteId} already belongs to an organization; only a site without one can be added to a new organization`,
  claimedMeanwhile: 'One of the sites joined an organization meanwhile; nothing was created. Refresh and try again.',
} as const;
