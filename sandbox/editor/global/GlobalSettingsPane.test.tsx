/**
 * @jest-environment jsdom
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { makeCtx, makeHost, renderWithCodeDoubles } from '../testing/sections';
import { GlobalSettingsPane } from './index';
import { GLOBAL_MESSAGES as M } from './messages';

const DOC = { global: { title: '<h3>{titleText}</h3>', style: {}, generatedCss: '' }, personalize_css: '', personalize_js: '' };

function setup(overrides: Record<string, unknown> = {}) {
  const host = makeHost({
    loadSettings: jest.fn().mockResolvedValue({ doc: DOC, __v: 4 }),
    saveSettings: jest.fn().mockResolvedValue({ ok: true, id: 'global', __v: 5 }),
    clearTagCache: jest.fn().mockResolvedValue({ ok: true, message: 'Cache cleared' }),
    ...overrides,
  });
  const Pane = GlobalSettingsPane!;
  renderWithCodeDoubles(<Pane ctx={makeCtx({ recommendationId: 'global' })} host={host} />);
  return host as unknown as Record<string, jest.Mock>;
}

const saveButton = () => screen.getByRole('button', { name: M.save });
/** Lets the save's chain of promises (host call, MST flow, the form) settle, with fake timers too. */
const settle = () =>
  act(async () => {
    for (let i = 0; i < 20; i++) await Promise.resolve();
  });

describe('the global settings pane', () => {
  it('loads the settings through the host and shows the four sections of the spec', async () => {
    setup();
    expect(await screen.findByRole('textbox', { name: M.titleWrapper })).toHaveProperty('value', '<h3>{titleText}</h3>');
    for (const title of ['Title', 'Product Details', 'Call To Action', 'Advanced / Code']) expect(screen.getByText(title)).toBeTruthy();
    // Advanced / Code starts closed: no code pane (and no monaco) until it is opened.
    expect(screen.queryByRole('textbox', { name: M.cssLabel })).toBeNull();
  });

  it('edits the global CSS and JS, shows the generated CSS, and tells the console about unsaved changes', async () => {
    const host = setup();
    await screen.findByRole('textbox', { name: M.titleWrapper });
    expect(host.setUnsavedChanges).toHaveBeenLastCalledWith(false);
    fireEvent.click(screen.getByText('Advanced / Code'));
    fireEvent.change(await screen.findByRole('textbox', { name: M.cssLabel }), { target: { value: '.vitrine-title { letter-spacing: 1px; }' } });
    expect(host.setUnsavedChanges).toHaveBeenLastCalledWith(true);
    fireEvent.click(screen.getByRole('tab', { name: M.jsTab }));
    fireEvent.change(screen.getByRole('textbox', { name: M.jsLabel }), { target: { value: 'return {' } });
    expect(screen.getByRole('alert').textContent).toContain('Unable to save');
    fireEvent.click(saveButton());
    await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent).join(' ')).toContain(M.syntaxPhase));
    expect(host.saveSettings).not.toHaveBeenCalled();
  });

  it('saves with __v, then clears the tag cache after 5 seconds unless cancelled', async () => {
    const host = setup();
    fireEvent.change(await screen.findByRole('textbox', { name: M.titleWrapper }), { target: { value: '<h2 class="picks">{titleText}</h2>' } });
    // Only the clocks: promises and microtasks (the save's chain) run as usual.
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      fireEvent.click(saveButton());
      await settle();
      expect(host.saveSettings).toHaveBeenCalledWith({ global: { title: '<h2 class="picks">{titleText}</h2>' } }, 4);
      expect(host.snackbar).toHaveBeenCalledWith({ message: M.saved, intent: 'success' });
      expect(screen.getByRole('status').textContent).toContain(M.clearingIn(5));
      fireEvent.click(screen.getByRole('button', { name: M.cancel }));
      await act(async () => jest.advanceTimersByTime(6000));
      expect(host.clearTagCache).not.toHaveBeenCalled();

      fireEvent.change(screen.getByRole('textbox', { name: M.titleWrapper }), { target: { value: '<h2>{titleText}</h2>' } });
      fireEvent.click(saveButton());
      await settle();
      expect(host.saveSettings).toHaveBeenLastCalledWith({ global: { title: '<h2>{titleText}</h2>' } }, 5);
      for (const left of [4, 3, 2, 1]) {
        await act(async () => jest.advanceTimersByTime(1000));
        expect(screen.getByRole('status').textContent).toContain(M.clearingIn(left));
      }
      expect(host.clearTagCache).not.toHaveBeenCalled();
      await act(async () => jest.advanceTimersByTime(1000));
      await settle();
      expect(host.clearTagCache).toHaveBeenCalledTimes(1);
      expect(host.snackbar).toHaveBeenLastCalledWith({ message: 'Cache cleared', intent: 'success', timeoutMs: 1000 });
    } finally {
      jest.useRealTimers();
    }
  });

  it('writes the global style with its generated CSS (Call To Action: the button)', async () => {
    const host = setup();
    await screen.findByRole('textbox', { name: M.titleWrapper });
    fireEvent.click(screen.getByText(M.callToAction));
    fireEvent.change(await screen.findByLabelText(`${M.borderRadius} (px)`), { target: { value: '6' } });
    expect(screen.getByText(M.unsaved)).toBeTruthy();
    fireEvent.click(saveButton());
    await waitFor(() => expect(host.saveSettings).toHaveBeenCalled());
    expect(host.saveSettings).toHaveBeenCalledWith(
      { global: { style: { 'product-add-to-cart-btn': { 'border-radius': 6 } }, generatedCss: '.vitrine-widget .vitrine-product-add-to-cart-btn{border-radius:6px}' } },
      4,
    );
  });

  it("shows spec 8's text when the host refuses the save", async () => {
    setup({ saveSettings: jest.fn().mockResolvedValue({ ok: false, error: 'conflict', message: 'The settings were changed elsewhere' }) });
    fireEvent.change(await screen.findByRole('textbox', { name: M.titleWrapper }), { target: { value: '<b>{titleText}</b>' } });
    await act(async () => fireEvent.click(saveButton()));
    expect(screen.getByRole('alert').textContent).toBe('Unable to saveAdditional information: The settings were changed elsewhere');
  });

  it('will not save a title wrapper without {titleText}', async () => {
    setup();
    fireEvent.change(await screen.findByRole('textbox', { name: M.titleWrapper }), { target: { value: '<h3>Picks</h3>' } });
    expect(screen.getByText(M.titleWrapperMissing)).toBeTruthy();
    expect((saveButton() as HTMLButtonElement).disabled).toBe(true);
  });
});
