/** The placeholder's strings, until the recommendations issue replaces the pages. */
export const RECOMMENDATIONS_MESSAGES = {
  title: 'Recommendations',
  beingBuilt: 'Recommendations is being built',
  arrivesWith: (page: string) =>
    `The ${page} page arrives with the recommendations issue (spec: recommendations.md). Until then this placeholder shows that the applet runs in the console.`,
  currentSite: 'Current site',
} as const;
