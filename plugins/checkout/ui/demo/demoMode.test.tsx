/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createTestServices, TestServicesProvider } from 'sdk/testing';
import { DEMO_SITE_ID, useDemoMode } from './demoMode';

beforeEach(() => window.localStorage.clear());

function setup() {
  const services = createTestServices({ site: { _id: 'aaaaaaaaaaaaaaaaaaaaaaaa' } });
  const wrapper = ({ children }: { children: ReactNode }) => <TestServicesProvider services={services}>{children}</TestServicesProvider>;
  return { services, ...renderHook(() => useDemoMode(), { wrapper }) };
}

describe('useDemoMode', () => {
  it('is off by default and reads the current site', () => {
    const { result } = setup();
    expect(result.current.on).toBe(false);
    expect(result.current.dataSiteId).toBe('aaaaaaaaaaaaaaaaaaaaaaaa');
  });

  it('turns on and off, switching queries to the fixed demo site', () => {
    const { result } = setup();
    act(() => result.current.setOn(true));
    expect(result.current).toMatchObject({ on: true, dataSiteId: DEMO_SITE_ID });
    act(() => result.current.setOn(false));
    expect(result.current).toMatchObject({ on: false, dataSiteId: 'aaaaaaaaaaaaaaaaaaaaaaaa' });
  });

  it('resets when the site changes, also for the site that was left', () => {
    const { result, services } = setup();
    act(() => result.current.setOn(true));
    act(() => services.site.set({ _id: 'bbbbbbbbbbbbbbbbbbbbbbbb' }));
    expect(result.current).toMatchObject({ on: false, dataSiteId: 'bbbbbbbbbbbbbbbbbbbbbbbb' });
    act(() => services.site.set({ _id: 'aaaaaaaaaaaaaaaaaaaaaaaa' }));
    expect(result.current.on).toBe(false);
  });

  it('stays on while moving between pages (unmount and mount) on the same site', () => {
    const first = setup();
    act(() => first.result.current.setOn(true));
    first.unmount();
    const second = setup();
    expect(second.result.current).toMatchObject({ on: true, dataSiteId: DEMO_SITE_ID });
  });

  it('is reset for a site left while the applet was closed', () => {
    const first = setup();
    act(() => first.result.current.setOn(true));
    first.unmount();
    // The user changed site in the App Library; the applet next shows site b, then a again.
    const services = createTestServices({ site: { _id: 'bbbbbbbbbbbbbbbbbbbbbbbb' } });
    const wrapper = ({ children }: { children: ReactNode }) => <TestServicesProvider services={services}>{children}</TestServicesProvider>;
    renderHook(() => useDemoMode(), { wrapper }).unmount();
    expect(setup().result.current.on).toBe(false);
  });
});
