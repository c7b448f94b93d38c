/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { SettingsConflictError } from 'sdk';
import { pageServices, renderPage } from '../../testing';
import { CODE as M, SETTINGS } from '../messages';
import { CodePage } from './CodePage';

// monaco needs a real browser (workers, layout): here each editor is a plain text area.
jest.mock('./MonacoEditor', () => ({
  MonacoEditor: ({ value, label, onChange }: { value: string; label: string; onChange(v: string): void }) => (
    <textarea aria-label={label} value={value} onChange={(e) => onChange(e.currentTarget.value)} />
  ),
}));

async function openJs() {
  await act(async () => {
    fireEvent.click(screen.getByRole('tab', { name: M.js }));
  });
  return (await screen.findByLabelText(M.jsLabel)) as HTMLTextAreaElement;
}
const save = async () =>
  act(async () => {
    fireEvent.click(screen.getByTestId('rec-code-save'));
  });

describe('Settings / Custom CSS and JavaScript', () => {
  it('edits both, checks the JavaScript and blocks the save on a syntax error', async () => {
    const s = pageServices({ settings: { personalize_css: '.a{}', personalize_js: '' } });
    await renderPage(<CodePage />, s);
    const css = (await screen.findByLabelText(M.cssLabel)) as HTMLTextAreaElement;
    expect(css.value).toBe('.a{}');
    fireEvent.change(css, { target: { value: '.a{color:red}' } });
    const js = await openJs();
    fireEvent.change(js, { target: { value: 'if (x) { go(;' } });
    await save();
    expect(screen.getByTestId('rec-code-script-error').textContent).toContain(M.saveFailed);
    expect(screen.getByTestId('rec-code-script-error').textContent).toContain('Unexpected token (line 1, column 13)');
    expect(s.settings.calls.filter((c) => c.method !== 'load')).toHaveLength(0);
    fireEvent.change(js, { target: { value: 'if (x) { go(); }' } });
    await save();
    expect(s.settings.document).toMatchObject({ personalize_css: '.a{color:red}', personalize_js: 'if (x) { go(); }' });
    expect(screen.getByTestId('rec-settings-status').textContent).toBe(SETTINGS.saved);
  });

  it('shows the conflict text when the document changed since it was loaded', async () => {
    const s = pageServices({ settings: { personalize_css: '', personalize_js: '' } });
    await renderPage(<CodePage />, s);
    fireEvent.change(await screen.findByLabelText(M.cssLabel), { target: { value: 'b{}' } });
    s.settings.failNext(new SettingsConflictError('stale', 409, 'STALE_VERSION'));
    await save();
    expect(screen.getByTestId('rec-settings-save-error').textContent).toContain(SETTINGS.conflict);
  });
});
