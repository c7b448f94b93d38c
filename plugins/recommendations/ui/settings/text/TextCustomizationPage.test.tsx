/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { TEXT_DEFAULTS } from '../../../model/textDefaults';
import { pageServices, renderPage } from '../../testing';
import { SETTINGS, TEXT as M } from '../messages';
import { TextCustomizationPage } from './TextCustomizationPage';

describe('Settings / Text Customization', () => {
  it('has one field per default, labelled with the default in quotes, and saves only what changed', async () => {
    const s = pageServices({ settings: { personalize_css: '', globalConfig: { currency: 'USD', text: { outOfStockTitle: 'Sold out' } } } });
    await renderPage(<TextCustomizationPage />, s);
    expect(screen.getByLabelText('"Add To Cart"')).toBeTruthy();
    expect(screen.getByLabelText('"Choose {option}"')).toBeTruthy();
    for (const text of Object.values(TEXT_DEFAULTS)) expect(screen.getByText(M.label(text))).toBeTruthy();
    expect((screen.getByTestId('rec-text-outOfStockTitle') as HTMLInputElement).value).toBe('Sold out');
    expect(screen.queryByTestId('rec-text-debug')).toBeNull();
    fireEvent.change(screen.getByTestId('rec-text-addToCartTitle'), { target: { value: 'Buy now' } });
    expect(s.unsavedChanges.isDirty).toBe(true);
    await act(async () => {
      fireEvent.click(screen.getByTestId('rec-text-save'));
    });
    const patch = s.settings.calls.find((c) => c.method === 'patch');
    expect(patch && 'body' in patch && patch.body.patch).toEqual({ globalConfig: { text: { addToCartTitle: 'Buy now' } } });
    expect(s.settings.document?.globalConfig).toEqual({ currency: 'USD', text: { outOfStockTitle: 'Sold out', addToCartTitle: 'Buy now' } });
    expect(screen.getByTestId('rec-settings-status').textContent).toBe(SETTINGS.saved);
    expect(s.unsavedChanges.isDirty).toBe(false);
  });

  it('gives staff in dev mode the debug dump', async () => {
    await renderPage(<TextCustomizationPage />, pageServices({ settings: { globalConfig: {} }, session: { user: { staff: true }, isStaff: true, devMode: true } }));
    expect(screen.getByTestId('rec-text-debug').textContent).toContain('"addToCartTitle": "Add To Cart"');
  });

  it('hands its edit to the console when the session ends, and gets it back unsaved after signing in', async () => {
    const s = pageServices({ settings: { globalConfig: { text: { outOfStockTitle: 'Sold out' } } } });
    const first = await renderPage(<TextCustomizationPage />, s);
    fireEvent.change(screen.getByTestId('rec-text-addToCartTitle'), { target: { value: 'Buy now' } });
    s.unsavedChanges.endSession();
    first.unmount();
    expect(s.unsavedChanges.keptDrafts.get('text-customization')).toMatchObject({ addToCartTitle: 'Buy now', outOfStockTitle: 'Sold out' });

    await renderPage(<TextCustomizationPage />, s);
    expect((screen.getByTestId('rec-text-addToCartTitle') as HTMLInputElement).value).toBe('Buy now');
    expect((screen.getByTestId('rec-text-outOfStockTitle') as HTMLInputElement).value).toBe('Sold out');
    expect(s.unsavedChanges.isDirty).toBe(true);
    expect(s.settings.calls.some((c) => c.method === 'patch')).toBe(false);
    expect((screen.getByTestId('rec-text-save') as HTMLButtonElement).disabled).toBe(false);
  });
});
