/**
 * @jest-environment ./core/testing/jsdomFetchEnvironment.cjs
 */
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { NavNode, RequirementContext } from '../sdk';
import { AppletNav } from './AppletNav';

const nav: NavNode[] = [
  { type: 'link', label: 'Home', path: '' },
  { type: 'link', label: 'Tips', path: 'tips', tag: 'Beta' },
  { type: 'link', label: 'Playground', path: 'playground', requires: { devMode: true } },
];

function renderNav(requirements: RequirementContext) {
  return render(
    <MemoryRouter>
      <AppletNav nodes={nav} activePath="" linkTo={(p) => `/applet/x/${p}`} requirements={requirements} />
    </MemoryRouter>,
  );
}

describe('AppletNav', () => {
  it('hides links whose requirements do not hold', () => {
    renderNav({ flags: {}, staff: true, devMode: false });
    expect(screen.getByText('Home')).toBeTruthy();
    expect(screen.queryByText('Playground')).toBeNull();
  });

  it('shows a dev-mode link in dev mode, and a link tag beside its label', () => {
    renderNav({ flags: {}, staff: true, devMode: true });
    expect(screen.getByText('Playground').closest('a')?.getAttribute('href')).toBe('/applet/x/playground');
    expect(screen.getByText('Beta').closest('a')?.textContent).toBe('TipsBeta');
  });
});
