/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { runInAction } from 'mobx';
import type { EditorHost } from '../../../sdk/sandbox';
import { EditorController } from '../app/EditorController';
import { DEFAULT_UI_PREFS } from '../app/uiPrefs';
import { makeCtx, makeRec } from '../sections/testing';
import { ONLINE_SECTION_TITLES as T } from '../sections/online/messages';
import { PropertiesPane } from './PropertiesPane';

function paneFor(ctx = makeCtx(), doc: Record<string, unknown> = {}) {
  const host = { setPreference: jest.fn().mockResolvedValue(undefined), searchCategories: jest.fn(), searchProducts: jest.fn() } as unknown as EditorHost;
  const c = new EditorController(host, ctx, { ...DEFAULT_UI_PREFS, sections: {} });
  runInAction(() => {
    c.rec = makeRec({ kind: ctx.channel === 'email' ? 'email' : 'online', ...doc });
    c.state = 'ready';
  });
  render(<PropertiesPane c={c} />);
  return c;
}

describe('the properties pane’s sections (issue 32 #19, #21)', () => {
  it('opens a section from a real button whose aria-expanded says what is shown', () => {
    const c = paneFor();
    const header = screen.getByRole('button', { name: T.title });
    expect(header.tagName).toBe('BUTTON');
    expect(header.tabIndex).toBe(0);
    // Collapsed: false, not Blueprint's inverted 'true'.
    expect(header.getAttribute('aria-expanded')).toBe('false');
    act(() => header.click());
    expect(header.getAttribute('aria-expanded')).toBe('true');
    expect(c.prefs.sections.title).toBe(true);
    const body = document.getElementById(header.getAttribute('aria-controls')!)!;
    expect(within(body).getByLabelText(/Title Text/)).toBeTruthy();
    act(() => void fireEvent.click(header));
    expect(header.getAttribute('aria-expanded')).toBe('false');
    expect(c.prefs.sections.title).toBe(false);
  });

  it('names each section region by its title', () => {
    paneFor();
    expect(screen.getByRole('region', { name: T.widgetLocation })).toBeTruthy();
  });
});
