/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { ApiError } from 'sdk';
import { HOLDOUT_PATH } from '../../../model/holdout';
import { pageServices, renderPage } from '../../testing';
import { HOLDOUT, SETTINGS } from '../messages';
import { HoldoutCard } from './HoldoutCard';

function services(put: unknown = (req: { body: { sharePct: number; __v: number } }) => ({ site: 'site-1', sharePct: req.body.sharePct, __v: req.body.__v + 1 })) {
  const s = pageServices();
  s.api.respond('GET', HOLDOUT_PATH, { site: 'site-1', sharePct: 10, __v: 3 });
  s.api.respond('PUT', HOLDOUT_PATH, put);
  return s;
}
const field = () => screen.getByTestId('rec-holdout-share') as HTMLInputElement;
const saveButton = () => screen.getByTestId('rec-holdout-save') as HTMLButtonElement;
const type = (text: string) => fireEvent.change(field(), { target: { value: text } });

describe('Data Config: the holdout', () => {
  it('explains the holdout and shows the stored share with its bounds; Save waits for a change', async () => {
    await renderPage(<HoldoutCard />, services());
    expect(screen.getByText(HOLDOUT.title)).toBeTruthy();
    expect(screen.getByText(HOLDOUT.text)).toBeTruthy();
    expect(screen.getByLabelText(HOLDOUT.share)).toBe(field());
    expect(field().value).toBe('10');
    expect(screen.getByTestId('rec-holdout-help').textContent).toBe(HOLDOUT.help(0, 50));
    expect(saveButton().disabled).toBe(true);
  });

  it('says in the field what it takes when the share is out of bounds, not a whole number or empty, and keeps Save off', async () => {
    const s = services();
    await renderPage(<HoldoutCard />, s);
    for (const bad of ['51', '-1', '12.5', '']) {
      type(bad);
      expect(screen.getByTestId('rec-holdout-help').textContent).toBe(HOLDOUT.invalid(0, 50));
      expect(saveButton().disabled).toBe(true);
    }
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(s.api.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it('saves the share with the version read, then from the version answered; unsaved edits guard the page', async () => {
    const s = services();
    await renderPage(<HoldoutCard />, s);
    type('25');
    expect(s.unsavedChanges.isDirty).toBe(true);
    await act(async () => {
      fireEvent.click(saveButton());
    });
    const puts = () => s.api.requests.filter((r) => r.method === 'PUT');
    expect(puts()[0].body).toEqual({ sharePct: 25, __v: 3 });
    expect(screen.getByTestId('rec-holdout-status').textContent).toBe(SETTINGS.saved);
    expect(s.unsavedChanges.isDirty).toBe(false);
    type('0');
    await act(async () => {
      fireEvent.keyDown(field(), { key: 'Enter' });
    });
    expect(puts()[1].body).toEqual({ sharePct: 0, __v: 4 });
  });

  it('shows a conflict as the settings pages do', async () => {
    const s = services(new ApiError('stale', 409));
    await renderPage(<HoldoutCard />, s);
    type('20');
    await act(async () => {
      fireEvent.click(saveButton());
    });
    expect(screen.getByTestId('rec-holdout-save-error').textContent).toContain(SETTINGS.conflict);
  });
});
