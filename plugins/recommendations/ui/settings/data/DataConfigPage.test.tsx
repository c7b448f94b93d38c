/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { ApiError } from 'sdk';
import { HOLDOUT_PATH } from '../../../model/holdout';
import { pageServices, renderPage } from '../../testing';
import { DATA_CONFIG, SETTINGS } from '../messages';
import { AUTO_SAVE_MS, DataConfigPage } from './DataConfigPage';

const DOC = { _id: 'ss1', __v: 4, site: 'site-1', applet: 'rec', excludeItems: '101', excludeCollections: '', excludeTags: '', includeTags: '', themeCss: 'basic' };

function services() {
  const s = pageServices();
  s.api.respond('GET', '/api2/site-settings', DOC);
  s.api.respond('PATCH', '/api2/site-settings', (req: { body: { __v: number; patch: Record<string, unknown> } }) => ({ ...DOC, ...req.body.patch, __v: req.body.__v + 1 }));
  s.api.respond('GET', HOLDOUT_PATH, { site: 'site-1', sharePct: 10, __v: 0 });
  return s;
}

const patches = (s: ReturnType<typeof services>) => s.api.requests.filter((r) => r.method === 'PATCH');

describe('Data Config', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the four Global Data Rules fields with the stored text', async () => {
    await renderPage(<DataConfigPage />, services());
    for (const label of [DATA_CONFIG.excludeItems, DATA_CONFIG.excludeCollections, DATA_CONFIG.excludeTags, DATA_CONFIG.includeTags]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    expect((screen.getByTestId('rec-rule-excludeItems') as HTMLTextAreaElement).value).toBe('101');
    expect(screen.getByText(DATA_CONFIG.rules)).toBeTruthy();
    expect(screen.getByTestId('rec-clear-cache').textContent).toBe('Clear Product Cache');
  });

  it('auto-saves only the changed field with __v once typing pauses, counting comma or newline separated values', async () => {
    const s = services();
    await renderPage(<DataConfigPage />, s);
    jest.useFakeTimers();
    fireEvent.change(screen.getByTestId('rec-rule-excludeTags'), { target: { value: 'sale,\nclearance, ' } });
    expect(screen.getByText(/2 values/)).toBeTruthy();
    expect(s.unsavedChanges.isDirty).toBe(true);
    expect(patches(s)).toHaveLength(0);
    await act(async () => {
      jest.advanceTimersByTime(AUTO_SAVE_MS);
    });
    expect(patches(s)).toHaveLength(1);
    expect(patches(s)[0].body).toEqual({ _id: 'ss1', __v: 4, site: 'site-1', applet: 'rec', patch: { excludeTags: 'sale,\nclearance, ' } });
    expect(screen.getByTestId('rec-settings-status').textContent).toBe(SETTINGS.saved);
    expect(s.unsavedChanges.isDirty).toBe(false);
    // The next save starts from the answered version.
    fireEvent.change(screen.getByTestId('rec-rule-includeTags'), { target: { value: 'summer' } });
    await act(async () => {
      jest.advanceTimersByTime(AUTO_SAVE_MS);
    });
    expect(patches(s)[1].body).toMatchObject({ __v: 5, patch: { includeTags: 'summer' } });
  });

  it('says in the field when a rule is past its limit and does not save it until fixed', async () => {
    const s = services();
    await renderPage(<DataConfigPage />, s);
    jest.useFakeTimers();
    const field = screen.getByTestId('rec-rule-excludeTags');
    fireEvent.change(field, { target: { value: 'tag,'.repeat(2509) } });
    expect(screen.getByText('Tags To Exclude can hold at most 1,000 values (it has 2,509).')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await act(async () => {
      jest.advanceTimersByTime(AUTO_SAVE_MS);
    });
    fireEvent.blur(field);
    expect(patches(s)).toHaveLength(0);
    expect(s.unsavedChanges.isDirty).toBe(true);
    fireEvent.change(field, { target: { value: 'sale, clearance' } });
    expect(screen.getByText(/2 values of 1,000/)).toBeTruthy();
    await act(async () => {
      jest.advanceTimersByTime(AUTO_SAVE_MS);
    });
    expect(patches(s)).toHaveLength(1);
  });

  it('says why when someone else saved first (stale __v)', async () => {
    const s = services();
    s.api.respond('PATCH', '/api2/site-settings', new ApiError('stale', 409, 'STALE_VERSION'));
    await renderPage(<DataConfigPage />, s);
    fireEvent.change(screen.getByTestId('rec-rule-excludeItems'), { target: { value: '101,102' } });
    fireEvent.blur(screen.getByTestId('rec-rule-excludeItems'));
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getByTestId('rec-settings-save-error').textContent).toContain(SETTINGS.conflict);
  });

  it('holds a value whose save was refused (guarded, not retried), and Save sends it', async () => {
    const s = services();
    s.api.respond('PATCH', '/api2/site-settings', new ApiError('session ended', 401));
    await renderPage(<DataConfigPage />, s);
    fireEvent.change(screen.getByTestId('rec-rule-excludeItems'), { target: { value: '101,102' } });
    fireEvent.blur(screen.getByTestId('rec-rule-excludeItems'));
    await act(async () => {
      await Promise.resolve();
    });
    expect(patches(s)).toHaveLength(1);
    expect(s.unsavedChanges.isDirty).toBe(true);
    s.unsavedChanges.endSession();
    expect(s.unsavedChanges.keptDrafts.get('data-rules')).toEqual({ excludeItems: '101,102' });
    // Leaving the field again sends nothing new: held values wait for an edit or Save.
    fireEvent.blur(screen.getByTestId('rec-rule-excludeItems'));
    expect(patches(s)).toHaveLength(1);
    s.api.respond('PATCH', '/api2/site-settings', (req: { body: { __v: number; patch: Record<string, unknown> } }) => ({ ...DOC, ...req.body.patch, __v: req.body.__v + 1 }));
    await act(async () => {
      fireEvent.click(screen.getByTestId('rec-data-save'));
    });
    expect(patches(s)[1].body).toMatchObject({ patch: { excludeItems: '101,102' } });
    expect(s.unsavedChanges.isDirty).toBe(false);
    expect(screen.queryByTestId('rec-data-save')).toBeNull();
  });

  it('shows an edit kept through an ended session, unsaved, until the merchant saves it', async () => {
    const s = services();
    s.unsavedChanges.keptDrafts.set('data-rules', { excludeTags: 'sale', bogus: 1 });
    await renderPage(<DataConfigPage />, s);
    jest.useFakeTimers();
    expect((screen.getByTestId('rec-rule-excludeTags') as HTMLTextAreaElement).value).toBe('sale');
    expect((screen.getByTestId('rec-rule-excludeItems') as HTMLTextAreaElement).value).toBe('101');
    expect(s.unsavedChanges.isDirty).toBe(true);
    await act(async () => {
      jest.advanceTimersByTime(AUTO_SAVE_MS * 3);
    });
    expect(patches(s)).toHaveLength(0);
    // The merchant's next edit sends it along with what they typed.
    fireEvent.change(screen.getByTestId('rec-rule-includeTags'), { target: { value: 'summer' } });
    await act(async () => {
      jest.advanceTimersByTime(AUTO_SAVE_MS);
    });
    expect(patches(s)[0].body).toMatchObject({ patch: { excludeTags: 'sale', includeTags: 'summer' } });
    expect(s.unsavedChanges.isDirty).toBe(false);
  });
});
