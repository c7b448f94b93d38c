/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { isAppletDefinition, type NavNode } from 'sdk';
import { createTestServices, TestServicesProvider } from 'sdk/testing';
import applet from './index';
import { RECOMMENDATIONS_MESSAGES } from './messages';

const labels = (nodes: readonly NavNode[]) => nodes.map((n) => (n.type === 'divider' ? '—' : n.type === 'label' ? `[${n.label}]` : n.label));

describe('recommendations applet', () => {
  it('is a valid definition with its left-nav tree', () => {
    expect(isAppletDefinition(applet)).toBe(true);
    expect(applet).toMatchObject({ id: 'rec', route: 'rec', title: 'Recommendations', sdkVersion: '^1.0.0' });
    expect(labels(applet.nav)).toEqual(['Dashboard', '[Recommendations]', 'Online', 'Hyper-online', 'Email', '—', 'Settings']);
  });

  it('shows the current site and follows a site switch', async () => {
    const services = createTestServices({ site: { name: 'Northwind Outfitters' } });
    const { default: Page } = await applet.pages[0].load();
    // act(async): Blueprint's Icon loads its SVG paths asynchronously and then re-renders.
    await act(async () => {
      render(
        <TestServicesProvider services={services}>
          <Page />
        </TestServicesProvider>,
      );
    });
    expect(screen.getByText(RECOMMENDATIONS_MESSAGES.beingBuilt)).toBeTruthy();
    expect(screen.getByTestId('applet-site-name').textContent).toBe('Northwind Outfitters');
    act(() => services.site.set({ name: 'Urban Cycle' }));
    expect(screen.getByTestId('applet-site-name').textContent).toBe('Urban Cycle');
  });
});
