import { PLANS_MESSAGES } from '../plans/messages';
import { SESSION_MESSAGES } from '../session/messages';
import { UNSAVED_MESSAGES } from '../unsaved/messages';

// User-facing strings of the settings dialog. Those the spec writes (sections 2, 5 and 8) are
// copied exactly; tests import them from here.
export const SETTINGS_MESSAGES = {
  title: 'Settings',
  tabs: {
    me: 'Your Profile',
    company: 'Company',
    billing: 'Subscription',
    website: 'Website',
  },

  // Validation (spec 5)
  required: 'Please enter a value',
  invalidUrl: 'Please enter a valid URL, including protocol.',
  unableToValidate: 'Unable to validate field',
  // The server's wording for a phone number it refuses (server/users/routes.ts).
  invalidPhone: 'Please enter a valid phone number',
  requiredLabel: '(required)',

  // Fields
  first: 'First name',
  last: 'Last name',
  jobTitle: 'Title',
  role: 'Role',
  phone: 'Phone',
  email: 'E-mail',
  emailHelper: 'Your e-mail address cannot be changed.',
  companyName: 'Company name',
  country: 'Country',
  industry: 'Industry',
  timeZone: 'Time zone',
  siteName: 'Name',
  url: 'URL',
  currency: 'Currency',
  notSet: 'Not set',

  // Saving
  save: 'Save',
  saved: 'Saved.',
  discard: 'Discard changes',
  reload: 'Reload',
  retry: 'Try Again',
  loading: 'Loading',
  staleRecord: 'This record was changed somewhere else. Reload the page to get the current version, then make your changes again.',
  temporaryProblem: 'This may be temporary problem such as a network issue. Please try again later.',
  sessionEnded: SESSION_MESSAGES.sessionEnded,
  restoredDraft: UNSAVED_MESSAGES.restoredDraft,
  leaveWarning: 'You have unsaved changes. If you leave now they will be lost.',

  noSite: 'Select a site first: these settings belong to a site.',

  // Company
  noCompanyYet: 'No company is set up for this site yet. Enter its details and save to create it.',
  companyLoadFailed: 'The company could not be loaded.',
  listsLoadFailed: 'The choices for this form could not be loaded.',

  // Subscription
  currentPlan: 'Current plan',
  changePlan: 'Change plan',
  free: 'Free',
  trialDaysLeft: (days: number) => `${days} ${days === 1 ? 'day' : 'days'} left in your trial`,
  trialEnded: 'Your trial has ended.',
  // One explanation for the Subscription tab and the Plans dialog.
  billingOutsidePlatform: PLANS_MESSAGES.billingOutsidePlatform,
  plansLoadFailed: 'The current plan could not be loaded.',
  subscriptionDetails: 'Subscription details',
  noSubscriptions: 'This site has no active subscription on the shop platform.',
  subscriptionsLoadFailed: 'The subscription details could not be loaded.',
  subscriptionName: 'Plan',
  subscriptionPrice: 'Price',
  subscriptionCreated: 'Created',
  subscriptionPeriodEnd: 'Current period ends',
  subscriptionTrial: 'Trial',
  test: 'Test',
  remove: 'Remove',
  removeConfirm: (name: string) => `Cancel the subscription "${name}" on the shop platform? The merchant loses the plan's features at once.`,
  removeTitle: 'Remove subscription',
  removeButton: 'Remove subscription',
  removed: (name: string) => `Subscription "${name}" cancelled.`,
  // The shared Confirm dialog's buttons (spec 2).
  continue: 'Continue',
  cancel: 'Cancel',
  perInterval: { monthly: 'month', annual: 'year' },
} as const;
