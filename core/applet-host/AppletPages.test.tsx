/**
 * @jest-environment ./core/testing/jsdomFetchEnvironment.cjs
 */
import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { AppletPage } from '../sdk';
import { MemoryRouter } from 'react-router-dom';
import { testApplet } from '../testing/testApplet';
import { AppletPages } from './AppletPages';
import { loadPage } from './pageModules';

function ScorePage() {
  return <p>Score page</p>;
}

function definitionWith(load: () => Promise<{ default: ComponentType }>) {
  return testApplet([{ path: 'checkout/score', load }]);
}

function renderAt(definition: ReturnType<typeof definitionWith>, prefetch?: (page: AppletPage) => void) {
  return render(
    <MemoryRouter initialEntries={['/checkout/score']}>
      <AppletPages definition={definition} prefetch={prefetch} />
    </MemoryRouter>,
  );
}

describe('AppletPages', () => {
  it('shows a page whose chunk already loaded in the first render, without suspending', async () => {
    const definition = definitionWith(() => Promise.resolve({ default: ScorePage }));
    await loadPage(definition.pages[0]);
    renderAt(definition);
    // No spinner, not even for a moment: React would hold a suspended page back up to 300 ms.
    expect(screen.getByText('Score page')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('still loads a page that is not loaded yet, behind the spinner', async () => {
    let resolve!: (m: { default: ComponentType }) => void;
    const definition = definitionWith(() => new Promise((r) => (resolve = r)));
    renderAt(definition);
    expect(screen.queryByText('Score page')).toBeNull();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    await act(async () => resolve({ default: ScorePage }));
    expect(await screen.findByText('Score page')).toBeTruthy();
  });

  it('prefetches a page the user navigates to while its chunk loads, and not a loaded one', async () => {
    let resolve!: (m: { default: ComponentType }) => void;
    const waiting = definitionWith(() => new Promise((r) => (resolve = r)));
    const prefetch = jest.fn();
    renderAt(waiting, prefetch);
    expect(prefetch).toHaveBeenCalledWith(waiting.pages[0]);
    await act(async () => resolve({ default: ScorePage }));
    expect(await screen.findByText('Score page')).toBeTruthy();

    // The page AppletLoader opened the applet on was prefetched there, with its chunk.
    const loaded = definitionWith(() => Promise.resolve({ default: ScorePage }));
    await loadPage(loaded.pages[0]);
    const again = jest.fn();
    renderAt(loaded, again);
    expect(again).not.toHaveBeenCalled();
  });
});
