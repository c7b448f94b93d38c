/**
 * The middle of the editor: the desktop/mobile switch, the device-frame option and the
 * preview's notices above an empty slot. The store preview itself is the console's iframe,
 * laid over this slot (the frame reports where it is): a storefront nested inside this
 * sandboxed frame would inherit its sandbox and lose its own cookies and storage. While a
 * menu or dialog of the editor overlaps the slot, the console hides the preview so it
 * cannot cover them.
 */
import { Classes, SegmentedControl, Switch, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import type { FormFactor, PreviewSlot } from '../../../sdk/sandbox';
import type { EditorController } from '../app/EditorController';
import { EmailPreviewPane } from '../email/EmailPreviewPane';
import { SHELL_MESSAGES as M } from './messages';
import { placeLabel } from './notices';
import styles from './Shell.module.scss';

const intersects = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Marks a part of the editor that may lie over the slot (the floating navigator). */
export const COVERS_PREVIEW_ATTR = 'data-covers-preview';

/**
 * Blueprint renders menus, popovers and dialogs into portals on body, and the navigator floats
 * on a phone: any of them that overlaps the slot covers it.
 */
export function slotCovered(slot: DOMRect, doc: Document = document): boolean {
  for (const el of doc.querySelectorAll(`[${COVERS_PREVIEW_ATTR}]`)) {
    if (intersects(el.getBoundingClientRect(), slot)) return true;
  }
  for (const portal of doc.querySelectorAll(`.${Classes.PORTAL}`)) {
    for (const child of portal.querySelectorAll(`.${Classes.POPOVER}, .${Classes.OVERLAY_CONTENT}, .${Classes.OVERLAY_BACKDROP}`)) {
      if (intersects(child.getBoundingClientRect(), slot)) return true;
    }
  }
  return false;
}

function useSlotReport(c: EditorController, shown: boolean) {
  const slot = useRef<HTMLDivElement>(null);
  const { ff } = c;
  const { framed } = c.prefs;
  useEffect(() => {
    const el = slot.current;
    if (!el || !shown) {
      c.reportSlot(null);
      return;
    }
    let last = '';
    const report = () => {
      const r = el.getBoundingClientRect();
      const next: PreviewSlot = { x: r.left, y: r.top, width: r.width, height: r.height, formFactor: ff, framed, covered: slotCovered(r) };
      const key = JSON.stringify(next);
      if (key !== last) {
        last = key;
        c.reportSlot(next);
      }
    };
    let frame = 0;
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(report);
    };
    const resize = new ResizeObserver(schedule);
    resize.observe(el);
    const portals = new MutationObserver(schedule);
    portals.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['class', 'style'] });
    window.addEventListener('resize', schedule);
    window.addEventListener('scroll', schedule, true);
    report();
    return () => {
      cancelAnimationFrame(frame);
      resize.disconnect();
      portals.disconnect();
      window.removeEventListener('resize', schedule);
      window.removeEventListener('scroll', schedule, true);
      c.reportSlot(null);
    };
  }, [c, ff, framed, shown]);
  return slot;
}

export const PreviewArea = observer(function PreviewArea({ c, shown }: { c: EditorController; shown: boolean }) {
  const email = c.ctx.channel === 'email';
  const slot = useSlotReport(c, shown && !email && c.state !== 'not-found');
  const disabled = c.rec?.opt(c.ff, 'disabled') === true || c.outcome?.outcome === 'disabled';
  return (
    <section className={styles.middle} aria-label={M.previewTab} style={shown ? undefined : { display: 'none' }}>
      <div className={styles.previewBar}>
        <SegmentedControl
          size="small"
          value={c.ff}
          onValueChange={(value) => c.setFormFactor(value as FormFactor)}
          options={[
            { label: M.desktop, value: 'desktop', icon: 'desktop' },
            { label: M.mobile, value: 'mobile', icon: 'mobile-phone' },
          ]}
        />
        {!email && <Switch className={styles.frameSwitch} checked={c.prefs.framed} label={M.inFrame} onChange={(e) => c.updatePrefs({ framed: e.currentTarget.checked })} />}
        <span className={styles.spacer} />
        {disabled && <Tag minimal data-testid="preview-disabled">{M.disabled}</Tag>}
        {!disabled && c.outcome?.outcome === 'location-not-found' && (
          <Tag intent="warning" icon="warning-sign" data-testid="location-not-found">
            {M.locationNotFound}
          </Tag>
        )}
        {!disabled && c.previewPathPlace && c.outcome?.outcome === 'other-page' && c.rec && (
          // Beside the preview, where the merchant looks; the properties pane's notice says more.
          <Tag intent="warning" icon="warning-sign" data-testid="preview-path-other-page" title={M.previewPathOtherPage(placeLabel(c.previewPathPlace), placeLabel(c.rec.place))}>
            {M.previewPathOtherPageTag(placeLabel(c.previewPathPlace))}
          </Tag>
        )}
      </div>
      {email && c.rec ? (
        // An email has no store preview: the frame draws the email itself (sandbox/editor/email).
        <div style={{ flex: '1 1 auto', minHeight: 0, display: 'flex', flexDirection: 'column' }}>
          <EmailPreviewPane rec={c.rec} ctx={c.ctx} host={c.host} ff={c.ff} />
        </div>
      ) : (
        <div ref={slot} className={styles.slot} data-testid="preview-slot" data-form-factor={c.ff}>
          {email && <p className={Classes.TEXT_MUTED}>{M.emailPreviewSlot}</p>}
        </div>
      )}
    </section>
  );
});
