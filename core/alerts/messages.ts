// Applet-page alerts (spec 8). The first five messages and every button label are the spec's;
// the shop-status texts are ours (the spec describes them without wording).
import {
  CHECK_AND_FIX_LABEL,
  RE_ENABLE_TAG_LABEL,
  TAG_MANUALLY_DISABLED_MESSAGE,
  TAG_NOT_VALIDATED_MESSAGE,
} from '../lib/messages';

export const ALERT_MESSAGES = {
  tagManuallyDisabled: TAG_MANUALLY_DISABLED_MESSAGE,
  tagNotValidated: TAG_NOT_VALIDATED_MESSAGE,
  appEmbed: 'Action Needed: Enable the App Embed',
  missingPermissions: 'Action Needed: Missing Permissions',
  scriptTag: 'Script Tag is not enabled.',
  shopStatusTemporary:
    'The status of the app on your shop could not be verified right now. This is usually temporary.',
  shopStatusFailed: (detail: string) => `The status of the app on your shop could not be verified. ${detail}`,
  dismiss: 'Dismiss',
} as const;

export const ALERT_LABELS = {
  reEnableTag: RE_ENABLE_TAG_LABEL,
  checkAndFix: CHECK_AND_FIX_LABEL,
  enableNow: 'Enable Now',
  moreInfo: 'More Info',
  updatePermissions: 'Update Permissions',
  tryAgain: 'Try Again',
  reconnect: 'Reconnect App from Shopify',
} as const;

/** Snackbars after an alert's action. Ours. */
export const ALERT_RESULTS = {
  tagEnabled: 'The data collection tag is enabled again.',
  checkPassed: 'Check complete: the installation is in order.',
  checkProblems: (count: number) => `Check complete: ${count} problem${count === 1 ? '' : 's'} still need${count === 1 ? 's' : ''} attention.`,
} as const;

/** Where "More Info" on the app-embed alert leads: the platform's own help on app embeds. */
export const APP_EMBED_HELP_URL = 'https://help.shopify.com/en/manual/online-store/themes/theme-structure/extend/apps';
