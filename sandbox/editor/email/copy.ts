/**
 * Copying inside the editor frame. The frame is a sandboxed iframe of another origin, where
 * the async Clipboard API needs the console to delegate clipboard-write (iframe `allow`), which
 * no one can guarantee; the older execCommand('copy') on a selection works under the click's
 * user activation in most browsers. When both fail the caller shows the text selected for
 * the merchant to copy by hand.
 */
export async function copyText(text: string, doc: Document = document): Promise<boolean> {
  try {
    if (doc.defaultView?.navigator.clipboard?.writeText) {
      await doc.defaultView.navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission in this frame): try the selection route.
  }
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  // Off screen, not display:none: a hidden element cannot hold a selection.
  area.style.position = 'fixed';
  area.style.top = '-1000px';
  doc.body.appendChild(area);
  try {
    area.select();
    return typeof doc.execCommand === 'function' && doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/**
 * The console's origin: the frame's ?origin= (sandbox/editor/main.tsx reads the same), else
 * its parent's as the browser reports it.
 */
export function parentOrigin(win: Window = window): string | null {
  const given = new URLSearchParams(win.location.search).get('origin');
  if (given && /^https?:\/\/[^/]+$/.test(given)) return given;
  const ancestors = win.location.ancestorOrigins;
  if (ancestors && ancestors.length > 0 && ancestors[0] !== 'null') return ancestors[0];
  try {
    return win.document.referrer ? new URL(win.document.referrer).origin : null;
  } catch {
    return null;
  }
}
