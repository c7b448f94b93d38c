/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { EMAIL_SLOT_PATH } from '../../../plugins/recommendations/model/email-links';
import { REC_MESSAGES } from '../../../plugins/recommendations/model/messages';
import { emailCtx, emailRec, mockHost, REC_ID } from '../sections/email/testing';
import { EmailPreviewPane, LOOK_DEBOUNCE_MS, previewHeight, previewModeOf } from './EmailPreviewPane';
import { EMAIL_MESSAGES as M } from './messages';

const ORIGIN = 'https://console.test';
const writeText = jest.fn();

beforeEach(() => {
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  (document as unknown as { execCommand: jest.Mock }).execCommand = jest.fn().mockReturnValue(false);
});

/** An Email Variable: without one, Copy HTML refuses. */
const HASHED = { providerHash: '{{ email|hash_sha256 }}' };
const srcDoc = () => (screen.getByTitle(M.previewTitle) as HTMLIFrameElement).getAttribute('srcdoc')!;

describe('the email preview pane', () => {
  it('shows the email with images from the console’s image service, a draft in preview mode', () => {
    const rec = emailRec({}, { providerHash: '{{ email|hash_sha256 }}' });
    render(<EmailPreviewPane rec={rec} ctx={emailCtx()} host={mockHost()} consoleOrigin={ORIGIN} />);
    const doc = new DOMParser().parseFromString(srcDoc(), 'text/html');
    const images = [...doc.querySelectorAll('img')];
    expect(images).toHaveLength(4);
    const url = new URL(images[0].getAttribute('src')!);
    expect(url.origin + url.pathname).toBe(ORIGIN + EMAIL_SLOT_PATH);
    expect(url.searchParams.get('preview')).toBe('true');
    expect(url.searchParams.get('v')).toBe('2');
    expect(screen.getByText(M.notLive)).toBeTruthy();
  });

  it("follows the card's unsaved look: the pictures' URLs carry it once the edits pause, the copied HTML never", async () => {
    jest.useFakeTimers();
    try {
      const rec = emailRec({}, { emailCardVariant: 'v1' });
      const host = mockHost();
      render(<EmailPreviewPane rec={rec} ctx={emailCtx()} host={host} consoleOrigin={ORIGIN} />);
      const lookOf = () => JSON.parse(new URL(new DOMParser().parseFromString(srcDoc(), 'text/html').querySelector('img')!.getAttribute('src')!).searchParams.get('look')!);
      expect(lookOf()).toEqual({ emailCardVariant: 'v1' });
      act(() => {
        rec.setOpt('desktop', 'emailCardVariant' as never, 'v2' as never);
        rec.setStyle('desktop', 'product-add-to-cart-btn', 'background-color', '#ff0000');
      });
      expect(rec.isDirty).toBe(true);
      act(() => void jest.advanceTimersByTime(LOOK_DEBOUNCE_MS));
      expect(lookOf()).toEqual({ emailCardVariant: 'v2', style: { 'product-add-to-cart-btn': { 'background-color': '#ff0000' } } });
      fireEvent.click(screen.getByText(M.showHtml));
      expect((screen.getByLabelText(M.showHtml) as HTMLTextAreaElement).value).not.toContain('look=');
    } finally {
      jest.useRealTimers();
    }
  });

  it('previews a live, saved recommendation as production, placeholders while saving', () => {
    const rec = emailRec({ status: 'production' });
    expect(previewModeOf(rec)).toBe('production');
    rec.setSaving(true);
    expect(previewModeOf(rec)).toBe('load');
    rec.setSaving(false);
    rec.setOpt('desktop', 'title', 'Changed');
    expect(previewModeOf(rec)).toBe('preview');
  });

  it('sizes the preview for the grid the email shows at its width: stacked below the phone breakpoint', () => {
    const rec = emailRec({}, { tableCols: 4, tableRows: 1 });
    const wide = previewHeight(rec, 600);
    const phone = previewHeight(rec, 358);
    expect(phone).toBeGreaterThan(wide * 3);
    rec.setOpt('mobile', 'tableCols' as never, 'same' as never);
    expect(previewHeight(rec, 358)).toBeLessThan(wide);
  });

  it('Copy HTML copies the production HTML and says Copied To Clipboard; no not-live warning when live', async () => {
    const host = mockHost();
    render(<EmailPreviewPane rec={emailRec({ status: 'production' }, HASHED)} ctx={emailCtx()} host={host} consoleOrigin={ORIGIN} />);
    expect(screen.queryByText(M.notLive)).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByText(M.copyHtml));
    });
    const copied = writeText.mock.calls[0][0] as string;
    expect(copied).toContain(`rec_id=${REC_ID}`);
    expect(copied).not.toContain('preview=');
    expect(host.snackbar).toHaveBeenCalledWith({ message: M.copied, intent: 'success' });
  });

  it('refuses to copy while the Email Variable is missing, with its message: the snippet would have no merge tag (issue 32 #17)', async () => {
    const host = mockHost();
    render(<EmailPreviewPane rec={emailRec()} ctx={emailCtx()} host={host} consoleOrigin={ORIGIN} />);
    await act(async () => {
      fireEvent.click(screen.getByText(M.copyHtml));
    });
    expect(writeText).not.toHaveBeenCalled();
    expect(host.snackbar).toHaveBeenCalledWith({ message: REC_MESSAGES.hashedEmail, intent: 'danger' });
  });

  it('falls back to the selection when the frame may not use the clipboard, then shows the HTML selected', async () => {
    writeText.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    const host = mockHost();
    render(<EmailPreviewPane rec={emailRec({}, HASHED)} ctx={emailCtx()} host={host} consoleOrigin={ORIGIN} />);
    await act(async () => {
      fireEvent.click(screen.getByText(M.copyHtml));
    });
    expect(document.execCommand).toHaveBeenCalledWith('copy');
    expect(host.snackbar).toHaveBeenCalledWith({ message: M.copyFailed, intent: 'danger' });
    expect(screen.getByText(M.copyManually)).toBeTruthy();
    expect((screen.getByLabelText(M.showHtml) as HTMLTextAreaElement).value).toContain('<table');

    (document as unknown as { execCommand: jest.Mock }).execCommand.mockReturnValue(true);
    await act(async () => {
      fireEvent.click(screen.getByText(M.copyHtml));
    });
    expect(host.snackbar).toHaveBeenLastCalledWith({ message: M.copied, intent: 'success' });
  });

  it('Show HTML and Return to Preview switch between the code and the email', () => {
    render(<EmailPreviewPane rec={emailRec()} ctx={emailCtx()} host={mockHost()} consoleOrigin={ORIGIN} />);
    fireEvent.click(screen.getByText(M.showHtml));
    expect((screen.getByLabelText(M.showHtml) as HTMLTextAreaElement).value).toContain(EMAIL_SLOT_PATH);
    expect(screen.queryByTitle(M.previewTitle)).toBeNull();
    fireEvent.click(screen.getByText(M.returnToPreview));
    expect(screen.getByTitle(M.previewTitle)).toBeTruthy();
  });

  it('has nothing to copy without the console’s origin, and says RECOMMENDATION NOT FOUND without a recommendation', async () => {
    const host = mockHost();
    const { unmount } = render(<EmailPreviewPane rec={emailRec({}, HASHED)} ctx={emailCtx()} host={host} consoleOrigin={null} />);
    await act(async () => {
      fireEvent.click(screen.getByText(M.copyHtml));
    });
    expect(host.snackbar).toHaveBeenCalledWith({ message: M.nothingToCopy, intent: 'warning' });
    expect(writeText).not.toHaveBeenCalled();
    unmount();
    render(<EmailPreviewPane rec={null} ctx={emailCtx()} host={host} consoleOrigin={ORIGIN} />);
    expect(screen.getByText(M.notFound)).toBeTruthy();
  });
});
