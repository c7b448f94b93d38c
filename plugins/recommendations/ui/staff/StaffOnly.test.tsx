/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { createTestServices } from 'sdk/testing';
import { renderPage } from '../testing';
import { InternalSettingsPage } from './InternalSettingsPage';
import { STAFF } from './messages';
import { ProvisioningStatusPage } from './ProvisioningStatusPage';

describe('the staff screens by address', () => {
  it.each([
    ['a merchant', { isStaff: false, devMode: false }],
    ['staff without dev mode', { isStaff: true, devMode: false }],
  ])('show %s why there is nothing, and call nothing', async (_who, session) => {
    const s = createTestServices({ session });
    await renderPage(<InternalSettingsPage />, s);
    expect(screen.getByTestId('rec-staff-only').textContent).toContain(STAFF.devModeOnly);
    expect(screen.queryByTestId('rec-internal-settings')).toBeNull();
    await renderPage(<ProvisioningStatusPage />, s);
    expect(screen.queryByTestId('rec-provisioning')).toBeNull();
    expect(s.api.requests).toEqual([]);
    expect(s.settings.calls).toEqual([]);
  });
});
