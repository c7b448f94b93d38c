// Applet-page alerts about the data collection tag (spec section 8), exactly as written there.
export const TAG_MANUALLY_DISABLED_MESSAGE = 'The data collection tag on your site has been manually disabled.';
export const TAG_NOT_VALIDATED_MESSAGE = 'The data collection tag on your site has not been validated.';
export const RE_ENABLE_TAG_LABEL = 'Re-enable Tag';
export const CHECK_AND_FIX_LABEL = 'Check and Fix';
