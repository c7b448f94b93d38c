import { installationAlerts, shopStatusAlert, TOKEN_MISSING_CODE } from './installationAlerts';
import { ALERT_LABELS, ALERT_MESSAGES } from './messages';

const healthy = {
  tagManuallyDisabled: false,
  tagValidated: '2025-01-01T00:00:00.000Z',
  appEmbedEnabled: true,
  missingScopes: [],
  scriptTagEnabled: true,
};

const labels = (alert: { actions: ReadonlyArray<{ label: string }> }) => alert.actions.map((a) => a.label);

describe('installationAlerts (spec 8)', () => {
  it('shows nothing for a healthy installation', () => {
    expect(installationAlerts(healthy)).toEqual([]);
  });

  it('a manually disabled tag: Re-enable Tag, not dismissible', () => {
    const [alert] = installationAlerts({ ...healthy, tagManuallyDisabled: true });
    expect(alert.message).toBe('The data collection tag on your site has been manually disabled.');
    expect(labels(alert)).toEqual(['Re-enable Tag']);
    expect(alert.actions[0].action).toBe('reEnableTag');
    expect(alert.dismissible).toBe(false);
    expect(alert.intent).toBe('danger');
  });

  it('a tag never validated: Check and Fix', () => {
    const [alert] = installationAlerts({ ...healthy, tagValidated: null });
    expect(alert.message).toBe('The data collection tag on your site has not been validated.');
    expect(labels(alert)).toEqual(['Check and Fix']);
    expect(alert.actions[0].action).toBe('checkAndFix');
  });

  it('manually disabled wins over not validated', () => {
    const alerts = installationAlerts({ ...healthy, tagManuallyDisabled: true, tagValidated: null });
    expect(alerts.map((a) => a.message)).toEqual([ALERT_MESSAGES.tagManuallyDisabled]);
  });

  it('accepts a boolean tagValidated from older servers', () => {
    expect(installationAlerts({ ...healthy, tagValidated: true })).toEqual([]);
    expect(installationAlerts({ ...healthy, tagValidated: false })[0].message).toBe(ALERT_MESSAGES.tagNotValidated);
  });

  it('the app embed: Enable Now and More Info, dismissible', () => {
    const [alert] = installationAlerts({ ...healthy, appEmbedEnabled: false });
    expect(alert.message).toBe('Action Needed: Enable the App Embed');
    expect(labels(alert)).toEqual(['Enable Now', 'More Info']);
    expect(alert.actions.map((a) => a.action)).toEqual(['enableAppEmbed', 'appEmbedInfo']);
    expect(alert.dismissible).toBe(true);
  });

  it('missing permissions: Update Permissions, dismissible', () => {
    const [alert] = installationAlerts({ ...healthy, missingScopes: ['write_themes'] });
    expect(alert.message).toBe('Action Needed: Missing Permissions');
    expect(labels(alert)).toEqual(['Update Permissions']);
    expect(alert.dismissible).toBe(true);
  });

  it('a disabled script tag', () => {
    const [alert] = installationAlerts({ ...healthy, scriptTagEnabled: false });
    expect(alert.message).toBe('Script Tag is not enabled.');
  });

  it('unknown fields (an older server) are not problems, except the tag', () => {
    expect(installationAlerts({ tagValidated: '2025-01-01' })).toEqual([]);
  });

  it('stacks every problem in a fixed order with distinct ids', () => {
    const alerts = installationAlerts({ tagManuallyDisabled: true, appEmbedEnabled: false, missingScopes: ['a'], scriptTagEnabled: false });
    expect(alerts.map((a) => a.message)).toEqual([
      ALERT_MESSAGES.tagManuallyDisabled,
      ALERT_MESSAGES.appEmbed,
      ALERT_MESSAGES.missingPermissions,
      ALERT_MESSAGES.scriptTag,
    ]);
    expect(new Set(alerts.map((a) => a.id)).size).toBe(4);
  });
});

describe('shopStatusAlert (spec 8)', () => {
  it('429 is a temporary warning with Try Again', () => {
    const alert = shopStatusAlert({ status: 429, message: 'Too many requests' });
    expect(alert.intent).toBe('warning');
    expect(labels(alert)).toEqual([ALERT_LABELS.tryAgain]);
  });

  it('other failures are errors showing code and message', () => {
    const alert = shopStatusAlert({ status: 502, code: 'UPSTREAM', message: 'Shop platform unavailable' });
    expect(alert.intent).toBe('danger');
    expect(alert.message).toContain('UPSTREAM: Shop platform unavailable');
  });

  it('falls back to the HTTP status as the code', () => {
    expect(shopStatusAlert({ status: 500, message: 'Internal server error' }).message).toContain('500: Internal server error');
  });

  it('a missing access token is a warning', () => {
    const alert = shopStatusAlert({ status: 424, code: TOKEN_MISSING_CODE, message: 'Reconnect' });
    expect(alert.intent).toBe('warning');
    expect(alert.message).toContain('ShopAccessTokenNotExists: Reconnect');
  });

  it('offers Reconnect App from Shopify only when the shop domain is known', () => {
    const failure = { status: 424, code: TOKEN_MISSING_CODE, message: 'x' };
    expect(labels(shopStatusAlert(failure))).toEqual([]);
    expect(labels(shopStatusAlert(failure, 'shop.myshopify.com'))).toEqual(['Reconnect App from Shopify']);
    expect(labels(shopStatusAlert({ status: 429, message: 'x' }, 'shop.myshopify.com'))).toEqual([
      'Try Again',
      'Reconnect App from Shopify',
    ]);
  });
});
