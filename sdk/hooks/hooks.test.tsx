/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { createTestServices, TestServicesProvider, type TestServices } from '../testing';
import { useAlerts, useApi, useAppletSettings, useConfirm, useGraphql, useNavigation, useSnackbars } from './serviceHooks';
import { usePreferences, useSession, useSite } from './stateHooks';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

function renderWith(services: TestServices, ui: ReactElement) {
  return render(<TestServicesProvider services={services}>{ui}</TestServicesProvider>);
}

describe('state hooks', () => {
  it('useSite re-renders with the new site and unsubscribes on unmount', () => {
    const services = createTestServices({ site: { name: 'Northwind' } });
    let renders = 0;
    function SiteName() {
      renders += 1;
      return <h1>{useSite().name}</h1>;
    }
    const { unmount } = renderWith(services, <SiteName />);
    expect(screen.getByRole('heading').textContent).toBe('Northwind');
    act(() => services.site.set({ name: 'Globex' }));
    expect(screen.getByRole('heading').textContent).toBe('Globex');
    expect(renders).toBe(2);
    expect(services.site.listenerCount).toBe(1);
    unmount();
    expect(services.site.listenerCount).toBe(0);
  });

  it('useSession follows dev mode', () => {
    const services = createTestServices({ session: { user: { staff: true, name: 'Sam' } } });
    function Who() {
      const { user, isStaff, devMode } = useSession();
      return <p>{`${user.name} ${isStaff} ${devMode}`}</p>;
    }
    renderWith(services, <Who />);
    expect(screen.getByText('Sam true false')).toBeTruthy();
    act(() => services.session.set({ devMode: true }));
    expect(screen.getByText('Sam true true')).toBeTruthy();
  });

  it('usePreferences reads and sets the theme', () => {
    const services = createTestServices({ theme: 'dark' });
    function Toggle() {
      const { theme, setTheme } = usePreferences();
      return <button onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}>{theme}</button>;
    }
    renderWith(services, <Toggle />);
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('light');
    expect(services.preferences.current.theme).toBe('light');
  });
});

describe('service hooks', () => {
  it('return the bound services', () => {
    const services = createTestServices();
    const seen: unknown[] = [];
    function Probe() {
      seen.push(useApi(), useGraphql(), useAlerts(), useSnackbars(), useConfirm(), useNavigation(), useAppletSettings());
      return null;
    }
    renderWith(services, <Probe />);
    const { api, graphql, alerts, snackbars, confirm, navigation, settings } = services;
    expect(seen).toEqual([api, graphql, alerts, snackbars, confirm, navigation, settings]);
    expect(seen[0]).toBe(api);
  });
});

describe('useUnsavedChangesGuard', () => {
  function Form({ id }: { id: string }) {
    const [dirty, setDirty] = useState(false);
    useUnsavedChangesGuard(dirty);
    return <button onClick={() => setDirty(!dirty)}>{id}</button>;
  }

  it('reports each form under its own key and clears on save and on unmount', () => {
    const services = createTestServices();
    const { rerender } = renderWith(
      services,
      <>
        <Form id="a" />
        <Form id="b" />
      </>,
    );
    expect(services.unsavedChanges.isDirty).toBe(false);
    act(() => screen.getByText('a').click());
    act(() => screen.getByText('b').click());
    expect(services.unsavedChanges.dirtyKeys).toHaveLength(2);
    act(() => screen.getByText('a').click());
    expect(services.unsavedChanges.dirtyKeys).toHaveLength(1);
    rerender(
      <TestServicesProvider services={services}>
        <Form id="a" />
      </TestServicesProvider>,
    );
    expect(services.unsavedChanges.isDirty).toBe(false);
  });
});
