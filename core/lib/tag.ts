// The data collection tag (spec section 4): enabled means not manually disabled and validated.
import {
  CHECK_AND_FIX_LABEL,
  RE_ENABLE_TAG_LABEL,
  TAG_MANUALLY_DISABLED_MESSAGE,
  TAG_NOT_VALIDATED_MESSAGE,
} from './messages';

/** The part of the installation check result (spec section 3) the tag state depends on. */
export interface TagCheck {
  readonly tagManuallyDisabled?: boolean | null;
  readonly tagValidated?: boolean | null;
}

export type TagState = 'enabled' | 'manually-disabled' | 'not-validated';

/** Only an explicit true validates: an unknown state is not an enabled tag. */
export function isTagEnabled(check: TagCheck): boolean {
  return check.tagManuallyDisabled !== true && check.tagValidated === true;
}

/** Manually disabled wins: re-enabling is the merchant's fix, validating comes after. */
export function tagState(check: TagCheck): TagState {
  if (check.tagManuallyDisabled === true) return 'manually-disabled';
  return check.tagValidated === true ? 'enabled' : 'not-validated';
}

export interface TagAlert {
  readonly message: string;
  readonly actionLabel: string;
}

/** The applet-page alert for the tag, or undefined when it is enabled. */
export function tagAlert(check: TagCheck): TagAlert | undefined {
  switch (tagState(check)) {
    case 'manually-disabled':
      return { message: TAG_MANUALLY_DISABLED_MESSAGE, actionLabel: RE_ENABLE_TAG_LABEL };
    case 'not-validated':
      return { message: TAG_NOT_VALIDATED_MESSAGE, actionLabel: CHECK_AND_FIX_LABEL };
    default:
      return undefined;
  }
}
