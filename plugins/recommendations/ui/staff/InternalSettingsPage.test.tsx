/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { ApiError } from 'sdk';
import { createTestServices } from 'sdk/testing';
import { renderPage } from '../testing';
import { InternalSettingsPage } from './InternalSettingsPage';
import { AGENCY_VIEW_KEY } from './localKeys';
import { STAFF } from './messages';

const SITE = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const OTHER = 'bbbbbbbbbbbbbbbbbbbbbbbb';

function services(settings: Record<string, unknown> | null = { billing: { yearly: true, price: 990, title: 'SPECIAL' } }) {
  const s = createTestServices({ site: { _id: SITE, name: 'Northwind Outfitters', flags: { HicPlusEnableEmail: true } }, session: { isStaff: true, devMode: true }, settings });
  s.api.respond('GET', '/api2/recommendation', []);
  s.api.respond('GET', '/api2/sites', [{ _id: SITE, name: 'Northwind Outfitters' }, { _id: OTHER, name: 'Urban Cycle' }]);
  s.api.respond('GET', '/api2/staff-actions', []);
  s.api.respond('GET', `/api/sites/${SITE}`, { _id: SITE, __v: 3, flags: { HicPlusEnableEmail: true } });
  s.api.respond('POST', '/api2/recommendation/site-reset', { status: 'ok' });
  s.api.respond('GET', '/api2/plans', { current: { planName: 'merchandize', title: 'MERCHANDIZE', price: 195, yearly: false } });
  return s;
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId).querySelector('input') ?? screen.getByTestId(testId), { target: { value } });
const click = async (testId: string) => {
  await act(async () => {
    fireEvent.click(screen.getByTestId(testId));
  });
};
/** The last state-changing call: the staff log reloads (GET) after each one. */
const lastWrite = (s: ReturnType<typeof services>) => s.api.requests.filter((r) => r.method !== 'GET').at(-1);
/** The strong confirmation: the action unlocks only once the site's name is typed. */
const confirmStrongly = async (word: string) => {
  const ok = screen.getByTestId('strong-confirm-ok') as HTMLButtonElement;
  expect(ok.disabled).toBe(true);
  fireEvent.change(screen.getByTestId('strong-confirm-input'), { target: { value: word.slice(0, -1) } });
  expect(ok.disabled).toBe(true);
  fireEvent.change(screen.getByTestId('strong-confirm-input'), { target: { value: word } });
  expect(ok.disabled).toBe(false);
  await click('strong-confirm-ok');
};

describe('Internal Only Settings', () => {
  it('shows the custom plan, refuses a negative price, saves one and removes it with a blank price', async () => {
    const s = services();
    await renderPage(<InternalSettingsPage />, s);
    // The offer and the plan the store is on, each labelled (issue 32 item 9: 'Current plan: PERSONALIZE' beside MERCHANDIZE on Home).
    expect(screen.getByTestId('rec-staff-billing-current').textContent).toBe('Custom plan offered in Plans: SPECIAL, $990 / year');
    expect(screen.getByTestId('rec-staff-billing-site-plan').textContent).toBe('The store is on: MERCHANDIZE, $195 / month (as Home and Subscription show)');

    type('rec-staff-billing-price', '-5');
    await click('rec-staff-billing-save');
    expect(within(screen.getByTestId('rec-staff-billing')).getByText(STAFF.valueZeroOrGreater)).toBeTruthy();
    expect(s.settings.document?.billing).toEqual({ yearly: true, price: 990, title: 'SPECIAL' });

    type('rec-staff-billing-price', '0');
    type('rec-staff-billing-title', 'FREE FOREVER');
    await click('rec-staff-billing-save');
    expect(s.settings.document?.billing).toEqual({ yearly: true, price: 0, title: 'FREE FOREVER' });

    type('rec-staff-billing-price', '');
    await click('rec-staff-billing-save');
    expect(s.settings.document?.billing).toBeUndefined();
    expect(s.snackbars.shown.at(-1)?.message).toBe(STAFF.planRemoved);
    expect(screen.getByTestId('rec-staff-billing-current').textContent).toBe(STAFF.billingNone);
  });

  it('creates the document when the site has none', async () => {
    const s = services(null);
    await renderPage(<InternalSettingsPage />, s);
    type('rec-staff-billing-price', '49.5');
    await click('rec-staff-billing-save');
    expect(s.settings.document?.billing).toEqual({ yearly: false, price: 49.5, title: '' });
  });

  it('extends the trial by whole days zero or greater, and ignores an empty field', async () => {
    const s = services();
    s.api.respond('POST', '/api2/shop/rec/action/extend-trial', { subscription: { trialDays: 19 } });
    await renderPage(<InternalSettingsPage />, s);
    await click('rec-staff-trial-extend');
    expect(s.api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    type('rec-staff-trial-days', '-1');
    await click('rec-staff-trial-extend');
    expect(within(screen.getByTestId('rec-staff-trial')).getByText(STAFF.valueZeroOrGreater)).toBeTruthy();
    type('rec-staff-trial-days', '5');
    await click('rec-staff-trial-extend');
    expect(lastWrite(s)).toMatchObject({ method: 'POST', path: '/api2/shop/rec/action/extend-trial', body: { days: 5 } });
    expect(s.snackbars.shown.at(-1)?.message).toBe(STAFF.trialExtended(19));
  });

  it('leaves a failed trial extension to the "Unable to continue" modal, and logs it (spec 8)', async () => {
    const s = services();
    const refusal = 'Warning - Production Merchant on non-production platform - Operations are disabled';
    s.api.respond('POST', '/api2/shop/rec/action/extend-trial', new ApiError(refusal, 403, 'BlockModify'));
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    await renderPage(<InternalSettingsPage />, s);
    type('rec-staff-trial-days', '5');
    await click('rec-staff-trial-extend');
    // Not silent: the host's api service puts every non-silent failure in the modal.
    expect(lastWrite(s)).toMatchObject({ path: '/api2/shop/rec/action/extend-trial', silent: false });
    expect(logged).toHaveBeenCalledWith('extend-trial failed', expect.objectContaining({ message: refusal }));
    expect(s.snackbars.shown).toHaveLength(0);
    logged.mockRestore();
  });

  it.each([
    ['', STAFF.missingSiteId],
    [SITE, STAFF.sameSite],
  ])('refuses to clone from %j with the spec message', async (from, message) => {
    const s = services();
    await renderPage(<InternalSettingsPage />, s);
    type('rec-staff-clone-site', from);
    await click('rec-staff-clone-run');
    expect(within(screen.getByTestId('rec-staff-clone')).getByText(message)).toBeTruthy();
    expect(s.api.requests.some((r) => r.path === '/api2/recommendation/clone')).toBe(false);
  });

  it('suggests the other sites by name for the clone', async () => {
    await renderPage(<InternalSettingsPage />, services());
    const options = Array.from(document.querySelectorAll('#rec-staff-clone-sites option')).map((o) => [o.getAttribute('value'), o.getAttribute('label')]);
    expect(options).toEqual([[OTHER, 'Urban Cycle']]);
  });

  it("clones from another site, asks first when this site has recommendations, and shows the server's refusal", async () => {
    const s = services();
    s.api.respond('GET', '/api2/recommendation', [{ _id: 'x' }]);
    s.api.respond('POST', '/api2/recommendation/clone', { cloned: ['n1', 'n2'] });
    await renderPage(<InternalSettingsPage />, s);
    type('rec-staff-clone-site', OTHER);
    await click('rec-staff-clone-run');
    expect(screen.getByTestId('strong-confirm').textContent).toContain(STAFF.cloneConfirm(1, 'Northwind Outfitters').message);
    expect(s.api.requests.some((r) => r.path === '/api2/recommendation/clone')).toBe(false);
    await confirmStrongly('Northwind Outfitters');
    expect(lastWrite(s)).toMatchObject({ path: '/api2/recommendation/clone', body: { siteId: OTHER, site: SITE } });
    expect(s.snackbars.shown.at(-1)?.message).toBe(STAFF.cloneDone(2));

    s.api.respond('POST', '/api2/recommendation/clone', new ApiError(STAFF.noInstantiations, 404));
    type('rec-staff-clone-site', OTHER);
    await click('rec-staff-clone-run');
    await confirmStrongly('Northwind Outfitters');
    expect(within(screen.getByTestId('rec-staff-clone')).getByText(STAFF.noInstantiations)).toBeTruthy();
  });

  it('resets the site: clears the applet keys and keys naming the site, keeps the rest', async () => {
    window.localStorage.clear();
    window.localStorage.setItem(AGENCY_VIEW_KEY, '{}');
    window.localStorage.setItem(`preview-${SITE}`, '1');
    window.localStorage.setItem('console-theme', 'dark');
    const s = services();
    await renderPage(<InternalSettingsPage />, s);
    await click('rec-staff-reset-run');
    expect(screen.getByText('Are you absolutely sure?')).toBeTruthy();
    expect(screen.getByTestId('strong-confirm').textContent).toBe(STAFF.resetConfirm('Northwind Outfitters').message);
    expect(window.localStorage.getItem(AGENCY_VIEW_KEY)).toBe('{}');
    await confirmStrongly('Northwind Outfitters');
    expect(s.api.requests.find((r) => r.path === '/api2/recommendation/site-reset')).toMatchObject({ method: 'POST', body: { site: SITE, cleared: 2 } });
    expect([window.localStorage.getItem(AGENCY_VIEW_KEY), window.localStorage.getItem(`preview-${SITE}`), window.localStorage.getItem('console-theme')]).toEqual([null, null, 'dark']);
    expect(s.snackbars.shown.at(-1)?.message).toBe(STAFF.resetDone(2));
  });

  it("deprovisions: 'Succesful - Important Notice' asks to wait 30 minutes; a failure shows its message", async () => {
    const s = services();
    s.api.respond('POST', '/api2/recommendation/deprovision-live-campaigns', { status: 'ok', deprovisioned: ['bought-together'] });
    await renderPage(<InternalSettingsPage />, s);
    await click('rec-staff-deprovision-run');
    expect(screen.getByText('Succesful - Important Notice')).toBeTruthy();
    expect(screen.getByTestId('rec-staff-deprovision-text').textContent).toContain('Wait 30 minutes');
    await act(async () => fireEvent.click(screen.getByText(STAFF.close)));

    s.api.respond('POST', '/api2/recommendation/deprovision-live-campaigns', { message: 'Campaign service unreachable' });
    await click('rec-staff-deprovision-run');
    expect(screen.getByText('Failed - Additional Information')).toBeTruthy();
    expect(screen.getByTestId('rec-staff-deprovision-text').textContent).toBe('Campaign service unreachable');
  });

  it('toggles a flag through the site patch, naming the version it read, and shows what the server stored', async () => {
    const s = services();
    s.api.respond('PATCH', `/api2/sites/${SITE}`, { __v: 4, flags: { HicPlusEnableEmail: false } });
    await renderPage(<InternalSettingsPage />, s);
    const email = screen.getByTestId('rec-staff-flag-HicPlusEnableEmail') as HTMLInputElement;
    expect(email.checked).toBe(true);
    await act(async () => fireEvent.click(email));
    expect(lastWrite(s)).toMatchObject({ method: 'PATCH', body: { 'flags.HicPlusEnableEmail': false, __v: 3 } });
    expect(email.checked).toBe(false);
    // The next write edits the version the last one made.
    s.api.respond('PATCH', `/api2/sites/${SITE}`, { __v: 5, flags: { HicPlusEnableEmail: true } });
    await act(async () => fireEvent.click(email));
    expect(lastWrite(s)).toMatchObject({ method: 'PATCH', body: { 'flags.HicPlusEnableEmail': true, __v: 4 } });
  });

  it('reads the flags again when someone changed the site meanwhile (409)', async () => {
    const s = services();
    s.api.respond('PATCH', `/api2/sites/${SITE}`, new ApiError('This record was changed by someone else', 409));
    await renderPage(<InternalSettingsPage />, s);
    s.api.respond('GET', `/api/sites/${SITE}`, { _id: SITE, __v: 7, flags: { HicPlusEnableEmail: false } });
    await act(async () => fireEvent.click(screen.getByTestId('rec-staff-flag-HicPlusEnableEmail')));
    expect(screen.getByText('This record was changed by someone else')).toBeTruthy();
    expect((screen.getByTestId('rec-staff-flag-HicPlusEnableEmail') as HTMLInputElement).checked).toBe(false);
  });

  it('shows the staff action log of the site newest first, and reloads it after an action', async () => {
    const s = services();
    const entry = (id: number, action: string, detail: Record<string, unknown>) => ({
      id,
      at: new Date(Date.UTC(2026, 10, 25, 12, id)).toISOString(),
      action,
      user: { id: 'u1', email: 'staff@vitrine.dev', name: 'Sam Staff' },
      site: { id: SITE, name: 'Northwind Outfitters' },
      detail,
    });
    s.api.respond('GET', '/api2/staff-actions', [entry(2, 'flags', { set: { HicPlusEnableEmail: true }, removed: [] }), entry(1, 'extend-trial', { days: 5 })]);
    s.api.respond('PATCH', `/api2/sites/${SITE}`, { flags: { HicPlusEnableEmail: false } });
    await renderPage(<InternalSettingsPage />, s);
    const read = () => screen.getAllByTestId('rec-staff-log-row').map((r) => Array.from(r.querySelectorAll('td')).slice(1).map((td) => td.textContent));
    expect(read()).toEqual([
      ['staff@vitrine.dev', 'Flags', 'HicPlusEnableEmail on'],
      ['staff@vitrine.dev', 'Extend trial', '5 days'],
    ]);
    expect(s.api.requests.find((r) => r.path === '/api2/staff-actions')?.query).toEqual({ site: SITE, limit: 20 });

    s.api.respond('GET', '/api2/staff-actions', [entry(3, 'flags', { set: { HicPlusEnableEmail: false }, removed: [] }), entry(2, 'flags', { set: { HicPlusEnableEmail: true }, removed: [] })]);
    await act(async () => fireEvent.click(screen.getByTestId('rec-staff-flag-HicPlusEnableEmail')));
    expect(read()[0]).toEqual(['staff@vitrine.dev', 'Flags', 'HicPlusEnableEmail off']);
  });

  it('says so when the site has no staff actions yet', async () => {
    await renderPage(<InternalSettingsPage />, services());
    expect(within(screen.getByTestId('rec-staff-log')).getByText(STAFF.logEmpty)).toBeTruthy();
  });
});
