export const PRODUCT_NAME = 'Vitrine';

/** Shown in the "Unable to continue" modal and behind the user menu's Support item. */
export const SUPPORT_EMAIL = 'support@vitrine.dev';
