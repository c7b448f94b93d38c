/**
 * @jest-environment jsdom
 */
import '../testing/jsdomPolyfills';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ConfirmDialog } from './ConfirmDialog';
import { ConfirmStore } from './ConfirmStore';

describe('ConfirmDialog', () => {
  it('gives focus back to what asked the question once it is answered', async () => {
    const store = new ConfirmStore();
    render(
      <>
        <button type="button" onClick={() => void store.confirm({ message: 'Leave with unsaved changes?' })}>
          Company
        </button>
        <ConfirmDialog store={store} />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Company' });
    opener.focus();
    fireEvent.click(opener);
    expect(store.current?.opener).toBe(opener);
    await screen.findByText('Leave with unsaved changes?');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(store.current).toBeUndefined();
    expect(document.activeElement).toBe(opener);
  });
});
