/**
 * Every user-facing string of the recommendation rules, exactly as the recommendations spec
 * writes them (sections 4, 5 and 8). The server answers with them and the console shows
 * them, so tests on both sides compare against this one table.
 */
export const REC_MESSAGES = {
  // Spec 5: field validation.
  category: 'Please enter a value for Category',
  maxPrice: 'Please enter a value for Max Price',
  required: '* Required',
  location: 'Please enter a value for Location',
  hashedEmail: 'Please enter a value for Hashed Email Variable',
  emailColumnsWarning: 'Emails may be incompatible with some desktop email programs.',
  // Spec 5: preview and activation pre-checks.
  noRecommendation: 'No recommendation was provided.',
  unsavedChanges: 'You have unsaved changes. Please save this recommendation first.',
  saveFirst: 'Please save this recommendation first.',
  notYetSaved: 'This recommendation has not yet been saved. Please save this recommendation first.',
  noDevices: 'No presentation devices are enabled. Please enable at least one device type.',
  noLocation: (devices: string) => `No location was provided for ${devices}. Please provide a location.`,
  // Spec 5 and 8: plan and platform limits.
  freePlanLimit: 'You reached the limit of the free plan. To use Recommend, switch to a paid plan or contact support.',
  blockModify: 'Warning - Production Merchant on non-production platform - Operations are disabled',
  // Spec 8.
  unableToGoLive: 'Unable to Go Live',
  goLiveIssues: 'This recommendation has issues that must be resolved before it can Go Live.',
  missingSite: 'missing site or site _id',
  waiting: 'Waiting for data collection, training and provisioning to complete...',
  unavailable: 'Currently Unavailable',
  cacheClearing: 'Product cache is being cleared...',
  cacheClearFailed: 'Failed to clear product cache',
  deprovisionFailed: 'Failed - Additional Information',
  deprovisionNotice: 'Succesful - Important Notice',
  // Spec 5 and 8: Internal Only Settings.
  valueZeroOrGreater: 'Value must be zero or greater',
  planRemoved: 'Plan removed',
  cloneMissingSiteId: 'Missing siteId',
  cloneNoCurrentSite: 'Unable to determine current site',
  cloneSameSite: 'Same site',
  cloneNothing: 'No instantiations found',
  // Our own words where the spec has none (state refusals of spec 4).
  alreadyLive: 'This recommendation is already live.',
  notLive: 'Only a live recommendation can be paused.',
  archiveInitial: 'A recommendation that has never been saved cannot be archived.',
  alreadyArchived: 'This recommendation is already archived.',
  restoreNotArchived: 'Only an archived recommendation can be restored.',
  activateArchived: 'Restore this recommendation as a Draft before it can Go Live.',
  /** What a restore brings back (spec 4): a Draft, or Paused for one that was once live ('deactivated'). */
  restoredAs: (becomes: string) =>
    becomes === 'deactivated'
      ? 'comes back Paused (it was live before). It does not show on your store until you make it live again.'
      : 'comes back as a Draft. It does not show on your store until it goes live.',
  platformEditor: "This recommendation was made in the shop platform's editor: switch it on, off or archive it there.",
  unknownAction: (action: string) => `Unknown action: ${action}`,
} as const;
