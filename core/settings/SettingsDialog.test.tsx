/**
 * @jest-environment jsdom
 */
import '../testing/jsdomPolyfills';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SETTINGS_MESSAGES } from './messages';
import { SettingsDialog, type SettingsDialogProps } from './SettingsDialog';
import { clearFeedCache, type SettingsSite, type SettingsUser } from './settingsApi';
import type { SettingsTab } from './settingsTabs';
import { mockFetch, on, type FetchMock, type Route } from './testing/fetchMock';
import { COUNTRIES, INDUSTRIES, ORG, SITE, TIMEZONES, USER } from './testing/fixtures';

const FEEDS: Route[] = [
  on('GET', '/api/static/timezones2', { body: TIMEZONES }),
  on('GET', '/api/geo/countries', { body: COUNTRIES }),
  on('GET', '/api/static/industries', { body: INDUSTRIES }),
  on('GET', `/api/organizations/${ORG._id}`, { body: ORG }),
];

let server: FetchMock;

function setup(tab: SettingsTab, overrides: Partial<SettingsDialogProps> = {}, ...routes: Route[]) {
  server = mockFetch(...routes, ...FEEDS);
  const props = {
    isOpen: true,
    tab,
    onTabChange: jest.fn(),
    onClose: jest.fn(),
    user: USER,
    site: SITE as SettingsSite,
    isStaff: false,
    onSiteSaved: jest.fn(),
    onUserSaved: jest.fn(),
    confirmLeave: jest.fn(async () => true),
    ...overrides,
  };
  const view = render(<SettingsDialog {...props} />);
  return { props, view };
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const saveButton = () => screen.getByRole('button', { name: SETTINGS_MESSAGES.save }) as HTMLButtonElement;
const save = async () => {
  await act(async () => {
    fireEvent.click(saveButton());
  });
};

beforeEach(() => {
  clearFeedCache();
  window.localStorage.clear();
});
afterEach(() => server?.restore());

describe('SettingsDialog', () => {
  it('moves between tabs with the arrow keys, Home and End; Enter opens the focused tab', () => {
    const { props } = setup('me');
    const tabs = screen.getAllByRole('tab');
    tabs[0].focus();
    fireEvent.keyDown(tabs[0], { key: 'ArrowDown' });
    expect(document.activeElement).toBe(tabs[1]);
    fireEvent.keyDown(tabs[1], { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs[2]);
    fireEvent.keyDown(tabs[2], { key: 'End' });
    expect(document.activeElement).toBe(tabs[3]);
    fireEvent.keyDown(tabs[3], { key: 'ArrowDown' });
    expect(document.activeElement).toBe(tabs[0]);
    fireEvent.keyDown(tabs[0], { key: 'ArrowUp' });
    expect(document.activeElement).toBe(tabs[3]);
    fireEvent.keyDown(tabs[3], { key: 'Home' });
    expect(document.activeElement).toBe(tabs[0]);
    fireEvent.keyDown(tabs[0], { key: 'ArrowDown' });
    fireEvent.keyPress(tabs[1], { key: 'Enter', code: 'Enter', charCode: 13, which: 13 });
    expect(props.onTabChange).toHaveBeenCalledWith('company');
  });

  it('has the four tabs of the spec', () => {
    setup('me');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Your Profile', 'Company', 'Subscription', 'Website']);
  });

  it('remembers the tab shown in h40_settings_tab', async () => {
    const { view, props } = setup('website');
    expect(window.localStorage.getItem('h40_settings_tab')).toBe('"website"');
    view.rerender(<SettingsDialog {...props} tab="company" />);
    expect(window.localStorage.getItem('h40_settings_tab')).toBe('"company"');
    await screen.findByLabelText(/^Company name/);
  });

  describe('Your Profile', () => {
    it('shows the e-mail read-only and marks Phone required', () => {
      setup('me');
      expect(field(SETTINGS_MESSAGES.email).readOnly).toBe(true);
      expect(field(SETTINGS_MESSAGES.email).value).toBe(USER.email);
      expect(screen.getByText(SETTINGS_MESSAGES.phone).parentElement?.textContent).toContain(SETTINGS_MESSAGES.requiredLabel);
    });

    it('enables Save only when something changed', () => {
      setup('me');
      expect(saveButton().disabled).toBe(true);
      type(SETTINGS_MESSAGES.role, 'Marketing');
      expect(saveButton().disabled).toBe(false);
      type(SETTINGS_MESSAGES.role, USER.businessRole);
      expect(saveButton().disabled).toBe(true);
    });

    it('asks for a phone number and keeps Save disabled without one', () => {
      setup('me');
      type(SETTINGS_MESSAGES.phone, '');
      expect(screen.getByText('Please enter a value')).toBeTruthy();
      expect(saveButton().disabled).toBe(true);
    });

    it('saves only the changed fields with _id and __v, and hands the saved user back', async () => {
      const saved = { ...USER, __v: 3, tel: '+1 415 555 0199' };
      const { props } = setup('me', {}, on('PUT', `/api/users/${USER._id}`, { body: saved }));
      type(SETTINGS_MESSAGES.phone, '+1 415 555 0199');
      await save();
      expect(server.calls('PUT', `/api/users/${USER._id}`).map((r) => r.body)).toEqual([{ _id: USER._id, __v: 2, tel: '+1 415 555 0199' }]);
      expect(props.onUserSaved).toHaveBeenCalledWith(saved);
      expect(await screen.findByText(SETTINGS_MESSAGES.saved)).toBeTruthy();
      expect(saveButton().disabled).toBe(true);
    });

    it('keeps the display name in step with first and last', async () => {
      setup('me', {}, on('PUT', `/api/users/${USER._id}`, (r) => ({ body: { ...USER, ...(r.body as object) } })));
      type(SETTINGS_MESSAGES.first, 'May');
      await save();
      expect(server.calls('PUT', `/api/users/${USER._id}`)[0].body).toEqual({ _id: USER._id, __v: 2, first: 'May', name: 'May Merchant' });
    });

    it('tells the merchant to reload when the record is stale (409)', async () => {
      const stale = 'This record was changed by someone else. Refresh your browser to get the current version of this record.';
      setup('me', {}, on('PUT', `/api/users/${USER._id}`, { status: 409, body: { message: stale, code: 'STALE_VERSION' } }));
      type(SETTINGS_MESSAGES.jobTitle, 'Founder');
      await save();
      expect(screen.getByRole('alert').textContent).toContain(stale);
      expect(screen.getByRole('button', { name: SETTINGS_MESSAGES.reload })).toBeTruthy();
    });

    it("shows the server's message for a refused save (400)", async () => {
      setup('me', {}, on('PUT', `/api/users/${USER._id}`, { status: 400, body: { message: 'tel: Please enter a valid phone number' } }));
      type(SETTINGS_MESSAGES.phone, '+1 999 000');
      await save();
      expect(screen.getByRole('alert').textContent).toBe('tel: Please enter a valid phone number');
    });
  });

  describe('Website', () => {
    it('validates name, url and currency with the spec messages', async () => {
      setup('website');
      await screen.findByLabelText(/^URL/);
      type(SETTINGS_MESSAGES.siteName, ' ');
      expect(screen.getByText('Please enter a value')).toBeTruthy();
      type(SETTINGS_MESSAGES.siteName, 'Northwind');
      type(SETTINGS_MESSAGES.url, 'northwind-outfitters.com');
      expect(screen.getByText('Please enter a valid URL, including protocol.')).toBeTruthy();
      expect(saveButton().disabled).toBe(true);
      type(SETTINGS_MESSAGES.url, 'https://northwind.example');
      expect(screen.queryByText('Please enter a valid URL, including protocol.')).toBeNull();
      expect(saveButton().disabled).toBe(false);
    });

    it('PATCHes only the changed fields with _id and __v', async () => {
      const { props } = setup('website', {}, on('PATCH', `/api2/sites/${SITE._id}`, (r) => ({ body: { ...SITE, ...(r.body as object), __v: 6 } })));
      await screen.findByLabelText(/^URL/);
      type(SETTINGS_MESSAGES.siteName, 'Northwind US');
      fireEvent.change(field(SETTINGS_MESSAGES.timeZone), { target: { value: 'Europe/London' } });
      await save();
      expect(server.calls('PATCH', `/api2/sites/${SITE._id}`).map((r) => r.body)).toEqual([
        { _id: SITE._id, __v: 5, name: 'Northwind US', timeZone: 'Europe/London' },
      ]);
      expect(props.onSiteSaved).toHaveBeenCalledWith(expect.objectContaining({ name: 'Northwind US', __v: 6, flags: SITE.flags }));
    });
  });

  describe('Company', () => {
    it("loads the site's organization and requires a name", async () => {
      setup('company');
      expect((await screen.findByLabelText(/^Company name/) as HTMLInputElement).value).toBe(ORG.name);
      expect(server.calls('GET', `/api/organizations/${ORG._id}`)).toHaveLength(1);
      expect((field(SETTINGS_MESSAGES.industry) as unknown as HTMLSelectElement).value).toBe('1012');
      type(SETTINGS_MESSAGES.companyName, '');
      expect(screen.getByText('Please enter a value')).toBeTruthy();
      expect(saveButton().disabled).toBe(true);
    });

    it('PUTs the changed fields, the industry as its code', async () => {
      setup('company', {}, on('PUT', `/api/organizations/${ORG._id}`, (r) => ({ body: { ...ORG, ...(r.body as object) } })));
      await screen.findByLabelText(/^Company name/);
      fireEvent.change(field(SETTINGS_MESSAGES.industry), { target: { value: '2000' } });
      fireEvent.change(field(SETTINGS_MESSAGES.country), { target: { value: 'GB' } });
      await save();
      expect(server.calls('PUT', `/api/organizations/${ORG._id}`)[0].body).toEqual({ _id: ORG._id, __v: 4, industry: 2000, country: 'GB' });
    });

    it('creates the company of a site that has none, linked by its platformSiteId', async () => {
      const created = { ...ORG, _id: '64d0c0ffee0000000000b002', __v: 0, name: 'Harbor & Pine' };
      const site = { ...SITE, organization: null };
      const { props } = setup('company', { site }, on('POST', '/api/organizations', { status: 201, body: created }));
      expect(await screen.findByText(SETTINGS_MESSAGES.noCompanyYet)).toBeTruthy();
      type(SETTINGS_MESSAGES.companyName, 'Harbor & Pine');
      await save();
      expect(server.calls('POST', '/api/organizations')[0].body).toEqual({
        name: 'Harbor & Pine',
        timeZone: SITE.timeZone,
        platformSiteIds: [SITE.platformSiteId],
      });
      expect(props.onSiteSaved).toHaveBeenCalledWith(expect.objectContaining({ _id: SITE._id, organization: created._id }));
    });
  });

  describe('unsaved changes', () => {
    it('switches tab at once when nothing is edited', () => {
      const { props } = setup('me');
      fireEvent.click(screen.getByRole('tab', { name: /Website/ }));
      expect(props.confirmLeave).not.toHaveBeenCalled();
      expect(props.onTabChange).toHaveBeenCalledWith('website');
    });

    it('asks before switching tab, and stays when the merchant cancels', async () => {
      const { props } = setup('me', { confirmLeave: jest.fn(async () => false) });
      type(SETTINGS_MESSAGES.jobTitle, 'Founder');
      await act(async () => {
        fireEvent.click(screen.getByRole('tab', { name: /Company/ }));
      });
      expect(props.confirmLeave).toHaveBeenCalledTimes(1);
      expect(props.onTabChange).not.toHaveBeenCalled();
    });

    it('switches after the merchant confirms', async () => {
      const { props } = setup('me');
      type(SETTINGS_MESSAGES.jobTitle, 'Founder');
      await act(async () => {
        fireEvent.click(screen.getByRole('tab', { name: /Company/ }));
      });
      expect(props.confirmLeave).toHaveBeenCalledTimes(1);
      expect(props.onTabChange).toHaveBeenCalledWith('company');
    });

    it('asks before closing', async () => {
      const { props } = setup('me', { confirmLeave: jest.fn(async () => false) });
      type(SETTINGS_MESSAGES.jobTitle, 'Founder');
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Close' }));
      });
      expect(props.confirmLeave).toHaveBeenCalled();
      expect(props.onClose).not.toHaveBeenCalled();
    });

    it('closes at once when nothing is edited', () => {
      const { props } = setup('me');
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
      expect(props.onClose).toHaveBeenCalled();
      expect(props.confirmLeave).not.toHaveBeenCalled();
    });

    it('tells onDirtyChange when the form becomes dirty and clean again', async () => {
      const onDirtyChange = jest.fn();
      setup('me', { onDirtyChange });
      type(SETTINGS_MESSAGES.jobTitle, 'Founder');
      await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(true));
      type(SETTINGS_MESSAGES.jobTitle, USER.title);
      await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(false));
    });

    it('reports clean before onClose after a confirmed leave, so the shell does not ask again', async () => {
      const calls: string[] = [];
      const { props } = setup('me', {
        onDirtyChange: (dirty: boolean) => calls.push(`dirty:${dirty}`),
        onClose: () => calls.push('close'),
      });
      type(SETTINGS_MESSAGES.jobTitle, 'Founder');
      await waitFor(() => expect(calls).toContain('dirty:true'));
      calls.length = 0;
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Close' }));
      });
      expect(props.confirmLeave).toHaveBeenCalledTimes(1);
      expect(calls.slice(0, 2)).toEqual(['dirty:false', 'close']);
    });

    it('reports clean before onTabChange after a confirmed tab switch', async () => {
      const calls: string[] = [];
      setup('me', {
        onDirtyChange: (dirty: boolean) => calls.push(`dirty:${dirty}`),
        onTabChange: (tab: SettingsTab) => calls.push(`tab:${tab}`),
      });
      type(SETTINGS_MESSAGES.jobTitle, 'Founder');
      await waitFor(() => expect(calls).toContain('dirty:true'));
      calls.length = 0;
      await act(async () => {
        fireEvent.click(screen.getByRole('tab', { name: /Company/ }));
      });
      expect(calls.slice(0, 2)).toEqual(['dirty:false', 'tab:company']);
    });

    it('keeps reporting dirty when the merchant cancels', async () => {
      const onDirtyChange = jest.fn();
      const { props } = setup('me', { onDirtyChange, confirmLeave: jest.fn(async () => false) });
      type(SETTINGS_MESSAGES.jobTitle, 'Founder');
      await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(true));
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Close' }));
      });
      expect(props.onClose).not.toHaveBeenCalled();
      expect(onDirtyChange).toHaveBeenLastCalledWith(true);
      expect(field(SETTINGS_MESSAGES.jobTitle).value).toBe('Founder');
    });

    it('reports clean when it closes or unmounts', async () => {
      const onDirtyChange = jest.fn();
      const { view, props } = setup('me', { onDirtyChange });
      type(SETTINGS_MESSAGES.jobTitle, 'Founder');
      await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(true));
      view.rerender(<SettingsDialog {...props} isOpen={false} />);
      await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(false));
      view.rerender(<SettingsDialog {...props} isOpen />);
      type(SETTINGS_MESSAGES.jobTitle, 'Founder');
      await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(true));
      view.unmount();
      expect(onDirtyChange).toHaveBeenLastCalledWith(false);
    });

    it('warns before the browser tab closes while a form is edited', async () => {
      setup('me');
      const leave = () => {
        const event = new Event('beforeunload', { cancelable: true });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      };
      expect(leave()).toBe(false);
      type(SETTINGS_MESSAGES.jobTitle, 'Founder');
      expect(leave()).toBe(true);
      type(SETTINGS_MESSAGES.jobTitle, USER.title);
      await waitFor(() => expect(leave()).toBe(false));
    });
  });

  it('explains the site tabs when there is no site', () => {
    setup('website', { site: null });
    expect(screen.getByText(SETTINGS_MESSAGES.noSite)).toBeTruthy();
  });

  it('hands back the user it was given, with the saved fields over it', async () => {
    const sessionUser: SettingsUser & { staff: boolean } = { ...USER, staff: false };
    const { props } = setup('me', { user: sessionUser }, on('PUT', `/api/users/${USER._id}`, { body: { ...USER, title: 'CEO', __v: 3 } }));
    type(SETTINGS_MESSAGES.jobTitle, 'CEO');
    await save();
    expect(props.onUserSaved).toHaveBeenCalledWith({ ...sessionUser, title: 'CEO', __v: 3 });
  });
});
