// Which alerts an installation check result (spec 3) and a failed check (spec 8) put above
// applet pages. Pure: the actions are names, wired to calls by useInstallationAlerts.
import type { Intent } from '../sdk';
import { tagState } from '../lib/tag';
import { ALERT_LABELS, ALERT_MESSAGES } from './messages';

/** GET /api2/shop/{app}/installation, as far as the alerts need it. */
export interface InstallationCheck {
  readonly tagManuallyDisabled?: boolean | null;
  /** ISO timestamp of the last validation, or null (older servers send a boolean). */
  readonly tagValidated?: string | boolean | null;
  readonly appEmbedEnabled?: boolean | null;
  readonly missingScopes?: readonly string[] | null;
  readonly scriptTagEnabled?: boolean | null;
  readonly blockModify?: boolean | null;
  readonly app?: { readonly aboutUrl?: string } | null;
  readonly myShopifyDomain?: string | null;
}

export type InstallationAction =
  | 'reEnableTag'
  | 'checkAndFix'
  | 'enableAppEmbed'
  | 'appEmbedInfo'
  | 'updatePermissions'
  | 'tryAgain'
  | 'reconnect';

export interface InstallationAlert {
  readonly id: string;
  readonly intent: Intent;
  readonly message: string;
  readonly actions: ReadonlyArray<{ readonly label: string; readonly action: InstallationAction }>;
  readonly dismissible: boolean;
}

/** Ids of the host's own alerts start with this, so a re-check replaces only them. */
export const INSTALLATION_ALERT_PREFIX = 'installation:';

const id = (name: string) => `${INSTALLATION_ALERT_PREFIX}${name}`;

function isValidated(value: InstallationCheck['tagValidated']): boolean {
  return value !== null && value !== undefined && value !== false && value !== '';
}

export function installationAlerts(check: InstallationCheck): InstallationAlert[] {
  const alerts: InstallationAlert[] = [];
  const tag = tagState({ tagManuallyDisabled: check.tagManuallyDisabled, tagValidated: isValidated(check.tagValidated) });
  if (tag === 'manually-disabled') {
    alerts.push({
      id: id('tag'),
      intent: 'danger',
      message: ALERT_MESSAGES.tagManuallyDisabled,
      actions: [{ label: ALERT_LABELS.reEnableTag, action: 'reEnableTag' }],
      dismissible: false,
    });
  } else if (tag === 'not-validated') {
    alerts.push({
      id: id('tag'),
      intent: 'warning',
      message: ALERT_MESSAGES.tagNotValidated,
      actions: [{ label: ALERT_LABELS.checkAndFix, action: 'checkAndFix' }],
      dismissible: false,
    });
  }
  if (check.appEmbedEnabled === false) {
    alerts.push({
      id: id('app-embed'),
      intent: 'warning',
      message: ALERT_MESSAGES.appEmbed,
      actions: [
        { label: ALERT_LABELS.enableNow, action: 'enableAppEmbed' },
        { label: ALERT_LABELS.moreInfo, action: 'appEmbedInfo' },
      ],
      dismissible: true,
    });
  }
  if (Array.isArray(check.missingScopes) && check.missingScopes.length > 0) {
    alerts.push({
      id: id('missing-scopes'),
      intent: 'warning',
      message: ALERT_MESSAGES.missingPermissions,
      actions: [{ label: ALERT_LABELS.updatePermissions, action: 'updatePermissions' }],
      dismissible: true,
    });
  }
  if (check.scriptTagEnabled === false) {
    alerts.push({ id: id('script-tag'), intent: 'warning', message: ALERT_MESSAGES.scriptTag, actions: [], dismissible: false });
  }
  return alerts;
}

/** The code the platform seam uses when the shop's access token is gone (spec 8). */
export const TOKEN_MISSING_CODE = 'ShopAccessTokenNotExists';

export interface FailedCheck {
  readonly status: number;
  readonly code?: string | number;
  readonly message: string;
}

/**
 * The shop app status could not be verified (spec 8): HTTP 429 is a temporary warning with
 * Try Again; anything else an error with code and message, a warning for a missing token.
 * Reconnect is offered when the shop's domain is known.
 */
export function shopStatusAlert(failure: FailedCheck, shopDomain?: string): InstallationAlert {
  const reconnect = shopDomain ? [{ label: ALERT_LABELS.reconnect, action: 'reconnect' as const }] : [];
  if (failure.status === 429) {
    return {
      id: id('shop-status'),
      intent: 'warning',
      message: ALERT_MESSAGES.shopStatusTemporary,
      actions: [{ label: ALERT_LABELS.tryAgain, action: 'tryAgain' }, ...reconnect],
      dismissible: false,
    };
  }
  const code = failure.code ?? failure.status;
  const detail = code !== undefined && code !== 0 ? `${code}: ${failure.message}` : failure.message;
  return {
    id: id('shop-status'),
    intent: failure.code === TOKEN_MISSING_CODE ? 'warning' : 'danger',
    message: ALERT_MESSAGES.shopStatusFailed(detail),
    actions: reconnect,
    dismissible: false,
  };
}
