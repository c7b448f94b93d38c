/**
 * The store preview laid over the editor frame's middle slot (the VS Code webview overlay
 * pattern): the storefront iframe lives in the console page, so the preview protocol keeps
 * its exact origins and the storefront keeps its own cookies and storage, which it would
 * lose nested inside the sandboxed editor frame. Hidden (not unmounted: the link and the
 * page stay) while the slot is gone or covered by one of the editor's menus.
 */
import type { DeliveredProduct, PreviewPage, PreviewSlot, PreviewUpdate, RenderResult } from 'sdk/sandbox';
import { StorePreview } from '../preview/StorePreview';
import styles from './EditorHost.module.scss';

export interface PreviewOverlayProps {
  url: string | null;
  slot: PreviewSlot | null;
  update: PreviewUpdate | null;
  scrollRequest: number;
  /** The preview sample for renders without an answer of their own (preview/sample.ts). */
  sample?(): Promise<DeliveredProduct[]>;
  onRendered(result: RenderResult): void;
  onNavigated(page: PreviewPage): void;
}

export function PreviewOverlay({ url, slot, update, scrollRequest, sample, onRendered, onNavigated }: PreviewOverlayProps) {
  if (!url) return null;
  const hidden = !slot || slot.covered || slot.width < 2 || slot.height < 2;
  const ff = slot?.formFactor ?? update?.formFactor ?? 'desktop';
  return (
    <div
      className={`${styles.overlay} ${slot?.framed ? styles[ff === 'mobile' ? 'framedMobile' : 'framedDesktop'] : ''}`}
      data-testid="preview-overlay"
      aria-hidden={hidden}
      style={slot ? { left: slot.x, top: slot.y, width: slot.width, height: slot.height, visibility: hidden ? 'hidden' : 'visible' } : { visibility: 'hidden' }}
    >
      <StorePreview url={url} recommendation={update?.recommendation ?? null} formFactor={ff} mode={update?.mode} path={update?.path ?? ''} scrollRequest={scrollRequest} sample={sample} onRendered={onRendered} onNavigated={onNavigated} />
    </div>
  );
}
