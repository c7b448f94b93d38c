/**
 * @jest-environment jsdom
 */
import '../testing/jsdomPolyfills';
import { Classes } from '@blueprintjs/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { FIELD_LIMITS } from './fieldLimits';
import { SETTINGS_MESSAGES } from './messages';
import { ProfileTab } from './ProfileTab';
import { mockFetch, on, type FetchMock } from './testing/fetchMock';
import { SITE, TIMEZONES, USER } from './testing/fixtures';
import { WebsiteTab } from './WebsiteTab';

let server: FetchMock;
afterEach(() => server?.restore());

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe("the server's limits in the profile form", () => {
  it('carries them as maxlength on the inputs', () => {
    render(<ProfileTab user={USER} onSaved={jest.fn()} onDirtyChange={jest.fn()} />);
    expect(input(/First name/).maxLength).toBe(FIELD_LIMITS.first);
    expect(input(/Last name/).maxLength).toBe(FIELD_LIMITS.last);
    expect(input(/^Title/).maxLength).toBe(FIELD_LIMITS.title);
    expect(input(/Phone/).maxLength).toBe(FIELD_LIMITS.tel);
  });

  it("shows a refusal naming a field under that field, as the form labels it", async () => {
    const message = 'First name must be at most 100 characters';
    server = mockFetch(on('PUT', `/api/users/${USER._id}`, { status: 400, body: { message, code: 'InvalidField', field: 'first' } }));
    render(<ProfileTab user={USER} onSaved={jest.fn()} onDirtyChange={jest.fn()} />);
    fireEvent.change(input(/First name/), { target: { value: 'Mayada' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: SETTINGS_MESSAGES.save }));
    });
    const group = input(/First name/).closest(`.${Classes.FORM_GROUP}`) as HTMLElement;
    expect(group.textContent).toContain(message);
    expect(input(/First name/).getAttribute('aria-invalid')).toBe('true');
    // Not a second time in the footer.
    expect(screen.queryByRole('alert')).toBeNull();
    // Editing the field clears it.
    fireEvent.change(input(/First name/), { target: { value: 'Maya' } });
    expect(group.textContent).not.toContain(message);
  });
});

describe("the server's limits in the Website form", () => {
  const renderWebsite = async (...routes: Parameters<typeof mockFetch>) => {
    server = mockFetch(...routes, on('GET', '/api/static/timezones2', { body: TIMEZONES }));
    render(<WebsiteTab site={SITE} onSaved={jest.fn()} onDirtyChange={jest.fn()} />);
    await screen.findByLabelText(/^Name/);
  };

  it('carries them as maxlength on the inputs', async () => {
    await renderWebsite();
    expect(input(/^Name/).maxLength).toBe(FIELD_LIMITS.siteName);
    expect(input(/^URL/).maxLength).toBe(FIELD_LIMITS.url);
  });

  it('shows a refusal of the URL under the URL field', async () => {
    const message = 'URL: Please enter a valid URL, including protocol.';
    await renderWebsite(on('PATCH', `/api2/sites/${SITE._id}`, { status: 400, body: { message, code: 'InvalidField', field: 'url' } }));
    fireEvent.change(input(/^URL/), { target: { value: 'https://shop.example.com/new' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: SETTINGS_MESSAGES.save }));
    });
    const group = input(/^URL/).closest(`.${Classes.FORM_GROUP}`) as HTMLElement;
    expect(group.textContent).toContain(message);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
