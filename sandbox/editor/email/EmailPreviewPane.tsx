/**
 * The email editor's middle pane (spec 2): the email as a recipient would see it, built by the
 * same pure function as the HTML the merchant copies, with Copy HTML and Show HTML / Return to
 * Preview. Its images come from the console's image service: placeholders while the
 * recommendation loads or saves (mode load), a draft's real products (preview), the live
 * picks (production). The email is drawn in a script-less iframe, so merchant CSS can never
 * restyle the editor.
 */
import { Button, ButtonGroup, Callout, NonIdealState, TextArea } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { buildEmailHtml, EMAIL_MAX_WIDTH, EMAIL_MOBILE_BREAKPOINT } from '../../../plugins/recommendations/model/email-html';
import { emailLookParam } from '../../../plugins/recommendations/model/email-look';
import type { EmailPreviewMode } from '../../../plugins/recommendations/model/email-links';
import { emailColumnsOf, emailMobileColumnsOf, emailRowsOf } from '../../../plugins/recommendations/model/email-options';
import type { EditorContext, EditorHost, FormFactor } from '../../../sdk/sandbox';
import type { Recommendation } from '../model/RecommendationModel';
import { toEmailHtmlRec } from '../sections/email/opts';
import { fieldErrors } from '../sections/online/validation';
import { copyText, parentOrigin } from './copy';
import { EMAIL_MESSAGES as M } from './messages';

export interface EmailPreviewPaneProps {
  /** Null when the recommendation could not be loaded: 'RECOMMENDATION NOT FOUND'. */
  rec: Recommendation | null;
  ctx: EditorContext;
  host: EditorHost;
  ff?: FormFactor;
  /** The console's origin, where the image service answers; the frame's parent by default. */
  consoleOrigin?: string | null;
}

/** The Email Variable's path in spec 5's rules. */
const EMAIL_VARIABLE_FIELD = 'widgetOpts.desktop.providerHash';

/** Spec 9: the phone breakpoint is 480 px; the phone preview is a common phone's width. */
const PHONE_WIDTH = 375;
/** A slot's picture's height over its width, with and without the button (server/email-images/card-svg.ts). */
const CARD_RATIO = { button: 1.63, plain: 1.41 };

export function previewModeOf(rec: Recommendation): EmailPreviewMode {
  if (rec.saving) return 'load';
  return rec.status === 'production' && !rec.isDirty ? 'production' : 'preview';
}

/**
 * The preview iframe's height for its width: the title, then each row of cards. Below the
 * email's phone breakpoint the copied CSS re-flows the grid to the mobile columns, whatever
 * the desktop/mobile switch says.
 */
export function previewHeight(rec: Recommendation, width: number): number {
  const desktop = Object.fromEntries(rec.widgetOpts.desktop.entries());
  const slots = emailColumnsOf(desktop) * emailRowsOf(desktop);
  const mobileCols = emailMobileColumnsOf(Object.fromEntries(rec.widgetOpts.mobile.entries()));
  const cols = width <= EMAIL_MOBILE_BREAKPOINT && mobileCols !== 'same' ? mobileCols : emailColumnsOf(desktop);
  const rows = Math.ceil(slots / cols);
  const ratio = desktop.showProductAddToCart === false ? CARD_RATIO.plain : CARD_RATIO.button;
  return Math.round(60 + rows * ((Math.min(width, EMAIL_MAX_WIDTH) / cols - 12) * ratio + 12));
}

/**
 * A slider drag or typing changes the look many times a second; each change reloads every
 * slot picture (a render on the server), so the pictures follow once the edits pause.
 */
export const LOOK_DEBOUNCE_MS = 300;

function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return;
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, settled, ms]);
  return settled;
}

/** The width an element is given (0 until measured). */
function useWidth<T extends HTMLElement>(): [RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    setWidth(el.clientWidth);
    return () => observer.disconnect();
  });
  return [ref, width];
}

export const EmailPreviewPane = observer(function EmailPreviewPane({ rec, ctx, host, ff = 'desktop', consoleOrigin }: EmailPreviewPaneProps) {
  const [showHtml, setShowHtml] = useState(false);
  const [selectHint, setSelectHint] = useState(false);
  const htmlArea = useRef<HTMLTextAreaElement>(null);
  const [box, boxWidth] = useWidth<HTMLDivElement>();
  // The card's unsaved look rides along with the preview's picture URLs (not the copied HTML).
  const look = useSettled(rec ? emailLookParam(Object.fromEntries(rec.widgetOpts.desktop.entries())) : '', LOOK_DEBOUNCE_MS);
  if (!rec) return <NonIdealState icon="envelope" title={M.notFound} />;

  const origin = consoleOrigin ?? parentOrigin();
  const htmlRec = toEmailHtmlRec(rec);
  // What goes into the email: always the production URLs, whatever the editor shows.
  const copied = origin ? buildEmailHtml({ origin, siteId: ctx.site.id, rec: htmlRec, mode: 'production' }) : '';
  const maxWidth = ff === 'mobile' ? PHONE_WIDTH : EMAIL_MAX_WIDTH;
  // The box's padding is 16 px each side.
  const width = boxWidth > 0 ? Math.min(maxWidth, boxWidth - 32) : maxWidth;
  const preview = origin
    ? buildEmailHtml({ origin, siteId: ctx.site.id, rec: htmlRec, mode: previewModeOf(rec), stamp: String(rec.__v), look })
    : '';
  const live = rec.status === 'production';

  const copy = async () => {
    if (!copied) return void host.snackbar({ message: M.nothingToCopy, intent: 'warning' });
    // Spec 5's Email Variable message: a snippet without its merge tag personalizes nothing.
    const variableMissing = fieldErrors(rec).get(EMAIL_VARIABLE_FIELD);
    if (variableMissing) return void host.snackbar({ message: variableMissing, intent: 'danger' }).catch(() => undefined);
    if (await copyText(copied)) return void host.snackbar({ message: M.copied, intent: 'success' });
    host.snackbar({ message: M.copyFailed, intent: 'danger' }).catch(() => undefined);
    // The merchant can still copy by hand: the HTML, selected.
    setShowHtml(true);
    setSelectHint(true);
    requestAnimationFrame(() => htmlArea.current?.select());
  };

  return (
    // isolation: Blueprint's button groups raise their buttons' z-index; kept inside the pane so
    // the shell's floating navigator (phone width) stays above them.
    <section aria-label={M.previewTitle} style={{ display: 'flex', flexDirection: 'column', gap: 12, height: '100%', minHeight: 0, isolation: 'isolate' }}>
      <ButtonGroup>
        <Button icon="clipboard" intent="primary" text={M.copyHtml} onClick={copy} />
        <Button icon={showHtml ? 'eye-open' : 'code'} text={showHtml ? M.returnToPreview : M.showHtml} onClick={() => (setShowHtml(!showHtml), setSelectHint(false))} />
      </ButtonGroup>
      {live ? null : (
        <Callout intent="warning" compact>
          {M.notLive}
        </Callout>
      )}
      {showHtml ? (
        <>
          {selectHint ? <Callout compact>{M.copyManually}</Callout> : null}
          <TextArea inputRef={htmlArea} aria-label={M.showHtml} readOnly fill spellCheck={false} value={copied} style={{ flex: 1, minHeight: 420, fontFamily: 'monospace', fontSize: 12 }} />
        </>
      ) : preview ? (
        <div ref={box} style={{ overflow: 'auto', flex: 1, background: '#f3f4f6', padding: 16, borderRadius: 4 }}>
          <iframe
            title={M.previewTitle}
            // No scripts, no same-origin: the merchant's CSS and links stay inside the email.
            sandbox="allow-popups allow-popups-to-escape-sandbox"
            srcDoc={`<!doctype html><html><head><meta charset="utf-8"><base target="_blank"></head><body style="margin:0;background:#fff">${preview}</body></html>`}
            style={{ display: 'block', margin: '0 auto', width: '100%', maxWidth, height: previewHeight(rec, width), border: 0, background: '#fff' }}
          />
        </div>
      ) : (
        <NonIdealState icon="envelope" title={M.nothingToCopy} />
      )}
    </section>
  );
});
