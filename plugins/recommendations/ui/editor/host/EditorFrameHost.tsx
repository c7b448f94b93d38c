/**
 * Owns the editor frame: an iframe sandboxed with allow-scripts only (origin 'null': it can
 * never read the console's cookies, storage or DOM), linked over the editor protocol bound
 * to that iframe's window; the store preview laid over the frame's middle slot; the console's
 * Ctrl/Cmd+S; theme changes pushed live. Everything is disposed on unmount.
 */
import { Callout } from '@blueprintjs/core';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useApi, useConfirm, usePreferences, useSession, useSite, useSnackbars, useUnsavedChangesGuard } from 'sdk';
import { connectEditorFrame, type ConfirmRequest, type EditorChannel, type EditorContext, type EditorFrameMethods, type HostLink, type JsonObject, type PreviewPage, type PreviewSlot, type PreviewUpdate } from 'sdk/sandbox';
import { EDITOR_MESSAGES as M } from '../messages';
import { createHostMethods } from './hostMethods';
import { loadPreviewSample } from '../preview/sample';
import { PreviewOverlay } from './PreviewOverlay';
import { TypeToConfirmDialog } from './TypeToConfirmDialog';
import styles from './EditorHost.module.scss';

/** Where the console serves the frame (server/http/editor-frame.ts). */
export const EDITOR_FRAME_URL = '/editor-frame/';

export interface EditorFrameHostProps {
  channel: EditorChannel;
  place: string;
  recId: string;
  external: string | null;
  previewUrl: string | null;
  /** What the shop's plan allows (spec 2's notices); read at the frame's hello. */
  shop?: EditorContext['shop'];
  onOpen(target: { place?: string; id?: string | null }): void;
  onExit(): void;
}

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/** The rest of the viewport below the element's top: the editor is a full-height workspace. */
function useFillHeight(ref: React.RefObject<HTMLElement | null>) {
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    let frame = 0;
    const measure = () => {
      const el = ref.current;
      if (!el) return;
      const top = el.getBoundingClientRect().top + window.scrollY;
      // The console's own spacing under the page (its paddings and margins) must fit too.
      let below = 0;
      for (let node: HTMLElement | null = el; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        below += (node === el ? 0 : parseFloat(style.paddingBottom) + parseFloat(style.borderBottomWidth)) + parseFloat(style.marginBottom);
      }
      setHeight(Math.max(MIN_HEIGHT_PX, window.innerHeight - top - below));
    };
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    measure();
    schedule();
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', schedule);
    };
  }, [ref]);
  return height;
}

/** Below this the editor scrolls with the page instead of shrinking further. */
const MIN_HEIGHT_PX = 420;

export function EditorFrameHost({ channel, place, recId, external, previewUrl, shop, onOpen, onExit }: EditorFrameHostProps) {
  const api = useApi();
  const confirmService = useConfirm();
  const snackbars = useSnackbars();
  const site = useSite();
  const session = useSession();
  const { theme } = usePreferences();
  const container = useRef<HTMLDivElement>(null);
  const iframe = useRef<HTMLIFrameElement>(null);
  const height = useFillHeight(container);
  const [dirty, setDirty] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [slot, setSlot] = useState<PreviewSlot | null>(null);
  const [update, setUpdate] = useState<PreviewUpdate | null>(null);
  const [scrollRequest, setScrollRequest] = useState(0);
  const [typed, setTyped] = useState<{ request: ConfirmRequest & { typeToConfirm: string }; resolve(ok: boolean): void } | null>(null);
  const link = useRef<HostLink<EditorFrameMethods, { build: string }> | null>(null);
  // The frame's unsaved recommendation, kept by the console if the session ends on the server;
  // one kept from before is handed to the frame at its hello, once.
  const frameDraft = useRef<JsonObject | null>(null);
  const restoredDraft = useRef<JsonObject | null>(null);
  useUnsavedChangesGuard(
    dirty,
    recId && recId !== 'global'
      ? {
          key: `editor:${channel}:${recId}`,
          snapshot: () => frameDraft.current,
          restore: (value) => {
            if (value && typeof value === 'object' && !Array.isArray(value)) restoredDraft.current = value as JsonObject;
          },
        }
      : undefined,
  );

  const latest = useRef({ site, session, theme, place, shop, onOpen, onExit });
  latest.current = { site, session, theme, place, shop, onOpen, onExit };
  // One fetch of the shop's sample per editor: the catalogue does not change while editing.
  const sample = useMemo(() => {
    let loaded: ReturnType<typeof loadPreviewSample> | null = null;
    return () => (loaded ??= loadPreviewSample(api));
  }, [api]);
  const frameSrc = useMemo(() => `${EDITOR_FRAME_URL}?origin=${encodeURIComponent(window.location.origin)}`, []);

  useEffect(() => {
    const win = iframe.current?.contentWindow;
    if (!win) return;
    const context = (): EditorContext => {
      const { site: s, session: u, theme: t, place: p, shop: plan } = latest.current;
      let storefrontOrigin = '';
      try {
        storefrontOrigin = new URL(previewUrl ?? s.url).origin;
      } catch {
        // No storefront known: the editor shows no product images from it.
      }
      const restored = restoredDraft.current;
      restoredDraft.current = null;
      return {
        site: { id: s._id, name: s.name, storefrontOrigin, currency: s.currencyName },
        staff: u.isStaff,
        devMode: u.devMode,
        theme: t,
        applet: 'rec',
        channel,
        place: p,
        recommendationId: recId,
        external,
        ...(plan ? { shop: plan } : {}),
        ...(restored ? { restoredDraft: restored } : {}),
      };
    };
    const methods = createHostMethods({
      api,
      channel,
      recId: () => recId,
      confirm: (request) => {
        if (request.typeToConfirm) return new Promise<boolean>((resolve) => setTyped({ request: request as ConfirmRequest & { typeToConfirm: string }, resolve }));
        return confirmService.confirm({ title: request.title, message: request.body, confirmLabel: request.confirmLabel });
      },
      snackbar: (request) => snackbars.show({ message: request.message, intent: request.intent === 'none' ? undefined : request.intent, timeoutMs: request.timeoutMs }),
      setDirty: (isDirty, draft) => {
        frameDraft.current = isDirty ? draft : null;
        setDirty(isDirty);
      },
      exit: () => latest.current.onExit(),
      open: (target) => latest.current.onOpen(target),
      openWindow: (url) => window.open(url, '_blank', 'noopener'),
      storage: storage(),
      preview: { slot: setSlot, update: setUpdate, scrollTo: () => setScrollRequest((n) => n + 1) },
    });
    const current = connectEditorFrame({ frame: win, context, methods, onError: (err) => setError(err.message), onReady: () => setError(null) });
    link.current = current;
    return () => {
      current.destroy();
      link.current = null;
      setDirty(false);
    };
    // previewUrl is read through context() at hello; a new one does not need a new link.
  }, [api, channel, recId, external, confirmService, snackbars]);

  // The console's theme switch reaches the frame live.
  useEffect(() => {
    void link.current?.ready().then((frame) => frame.setTheme(theme)).catch(() => undefined);
  }, [theme]);

  // Ctrl/Cmd+S in the console page (outside the frame) saves too.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
        event.preventDefault();
        void link.current?.ready().then((frame) => frame.save()).catch(() => undefined);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const toFrame = (call: (frame: Awaited<ReturnType<HostLink<EditorFrameMethods, unknown>['ready']>>) => Promise<unknown>) => void link.current?.ready().then(call).catch(() => undefined);

  return (
    <div ref={container} className={styles.container} style={height ? { height } : undefined} data-applet-page="recommend-edit">
      {error && (
        <Callout intent="danger" title={M.frameError} className={styles.error} role="alert">
          {error}
        </Callout>
      )}
      <iframe ref={iframe} src={frameSrc} title={M.frameTitle} className={styles.frame} sandbox="allow-scripts" referrerPolicy="no-referrer" />
      <PreviewOverlay
        url={channel === 'email' ? null : previewUrl}
        slot={slot}
        update={update}
        scrollRequest={scrollRequest}
        sample={sample}
        onRendered={(result) => toFrame((frame) => frame.previewRendered(result))}
        onNavigated={(page: PreviewPage) => toFrame((frame) => frame.previewNavigated(page))}
      />
      {typed && (
        <TypeToConfirmDialog
          request={typed.request}
          onClose={(ok) => {
            typed.resolve(ok);
            setTyped(null);
          }}
        />
      )}
    </div>
  );
}
