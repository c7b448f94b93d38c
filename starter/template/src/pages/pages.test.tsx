import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createTestServices, TestServicesProvider } from 'sdk/testing';
import applet from '../index';
import { MESSAGES as M } from '../messages';
import HomePage from './HomePage';
import SettingsPage from './SettingsPage';

describe('the applet', () => {
  it('is a valid definition with two lazy pages', async () => {
    expect(applet.id).toBe('__ID__');
    expect(applet.pages.map((page) => page.path)).toEqual(['', 'settings']);
    const pages = await Promise.all(applet.pages.map((page) => page.load()));
    expect(pages.map((page) => typeof page.default)).toEqual(['function', 'object']);
  });

  it('greets the current site with the saved greeting', async () => {
    const services = createTestServices({ site: { name: 'Northwind' }, settings: { greeting: 'Welcome back', enabled: true } });
    render(
      <TestServicesProvider services={services}>
        <HomePage />
      </TestServicesProvider>,
    );
    expect(screen.getByText(M.welcome('Northwind'))).toBeTruthy();
    expect(await screen.findByText('Welcome back')).toBeTruthy();
    act(() => services.site.set({ name: 'Globex' }));
    expect(screen.getByText(M.welcome('Globex'))).toBeTruthy();
  });

  it('saves the settings form, guarding unsaved changes meanwhile', async () => {
    const services = createTestServices();
    render(
      <TestServicesProvider services={services}>
        <SettingsPage />
      </TestServicesProvider>,
    );
    const input = (await screen.findByTestId('applet-greeting-input')) as HTMLInputElement;
    // Nothing can be typed before the stored settings arrive (it would be overwritten).
    await waitFor(() => expect(input.disabled).toBe(false));
    expect(input.value).toBe(M.defaultGreeting);
    fireEvent.change(input, { target: { value: 'Hello, shoppers' } });
    expect(screen.getByText(M.unsaved)).toBeTruthy();
    expect(services.unsavedChanges.isDirty).toBe(true);

    fireEvent.click(screen.getByTestId('applet-save'));
    await waitFor(() => expect(services.snackbars.shown.map((s) => s.message)).toEqual([M.saved]));
    expect(services.settings.document).toMatchObject({ greeting: 'Hello, shoppers' });
    expect(services.unsavedChanges.isDirty).toBe(false);
  });
});
