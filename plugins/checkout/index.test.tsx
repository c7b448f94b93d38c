/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { isAppletDefinition, type NavNode } from 'sdk';
import { createTestServices, TestServicesProvider } from 'sdk/testing';
import applet from './index';
import { CHECKOUT_MESSAGES } from './messages';

const labels = (nodes: readonly NavNode[]): unknown[] =>
  nodes.map((n) => (n.type === 'divider' ? '—' : n.type === 'label' ? `[${n.label}]` : n.children ? [n.label, labels(n.children)] : n.label));

describe('checkout analytics applet', () => {
  it('is a valid definition with the spec’s routes in its nav', () => {
    expect(isAppletDefinition(applet)).toBe(true);
    expect(applet).toMatchObject({ id: 'chk', route: 'chk', title: 'Checkout Analytics', sdkVersion: '^1.0.0' });
    expect(labels(applet.nav)).toEqual(['Home', ['Checkout', ['Score', 'Insights', 'Tips']], 'Settings', 'About']);
    expect(applet.pages.map((p) => p.path)).toEqual(['', 'checkout', 'checkout/score', 'checkout/insights', 'checkout/tips', 'settings', 'about']);
  });

  it.each(['', 'checkout/score', 'about'])('page %j loads lazily and shows the current site through the SDK', async (path) => {
    const { default: Page } = await applet.pages.find((p) => p.path === path)!.load();
    // act(async): Blueprint's Icon loads its SVG paths asynchronously and then re-renders.
    await act(async () => {
      render(
        <TestServicesProvider services={createTestServices({ site: { name: 'Harbor & Pine' } })}>
          <Page />
        </TestServicesProvider>,
      );
    });
    expect(screen.getByText(CHECKOUT_MESSAGES.beingBuilt)).toBeTruthy();
    expect(screen.getByTestId('applet-site-name').textContent).toBe('Harbor & Pine');
  });
});
