/**
 * The live store preview: owns the storefront iframe for a preview URL, links to the preview
 * agent in it (sdk/sandbox/preview.ts) with the storefront's exact origin, queues calls until
 * the page says hello, re-sends the recommendation after every reload or navigation, and
 * closes the link on unmount. Renders are debounced (spec 9: 500 ms). The page is drawn at a
 * real device width and scaled to fit (viewport.ts); a page that never links shows
 * 'Unable to show preview' with Retry over it.
 */
import { Button, NonIdealState } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { connectPreviewFrame, PREVIEW_FORM_FACTOR_PARAM, PREVIEW_RENDER_DEBOUNCE_MS, type DeliveredProduct, type FormFactor, type HostLink, type PreviewAgentMethods, type PreviewPage, type PreviewRecommendation, type RenderResult } from 'sdk/sandbox';
import { EDITOR_MESSAGES as M } from '../messages';
import styles from './StorePreview.module.scss';
import { fitViewport, useBoxSize } from './viewport';

export interface StorePreviewProps {
  /** The storefront URL with its preview token (the shop's preview-link action). */
  url: string;
  recommendation: PreviewRecommendation | null;
  formFactor: FormFactor;
  /**
   * What the last change asks (spec 4): 'css' applies style, css and generated css at once,
   * without a re-render; 'all' clears every preview widget and renders again (a location,
   * insert, insertBefore or order change); 'render' (default) re-renders this one. Debounced
   * except 'css'.
   */
  mode?: 'css' | 'render' | 'all';
  /**
   * The Alternate Preview Path: when it changes (debounced like renders), the preview goes to
   * that storefront path, or back to the place's page when it is ''. The merchant's own
   * browsing in the preview afterwards is left alone.
   */
  path?: string;
  /**
   * The preview sample (preview/sample.ts), sent with every render: the agent shows it for a
   * recommendation without an answer of its own. Called once per frame link; [] sends none.
   */
  sample?(): Promise<DeliveredProduct[]>;
  /** Bumped to scroll to the recommendation and highlight it again. */
  scrollRequest?: number;
  /** The outcome of the last render ('location-not-found' shows the spec's warning). */
  onRendered?(result: RenderResult): void;
  onNavigated?(page: PreviewPage): void;
  onError?(error: Error): void;
  debounceMs?: number;
}

/** The place's page: the preview link's own path, without its preview parameters. */
const placePath = (url: string) => new URL(url).pathname;

/** Paths compared as the storefront reports them (pathname + search, no trailing slash). */
function samePath(a: string, b: string): boolean {
  const norm = (p: string) => {
    const u = new URL(p || '/', 'http://preview.invalid');
    return u.pathname.replace(/(.)\/$/, '$1') + u.search;
  };
  return norm(a) === norm(b);
}

/**
 * How long a loaded page may take to link after its load event (it fetches the page's
 * recommendations first) before the preview says it cannot show it. Counted from the load,
 * not from the frame's creation, so a slow storefront is not a failed one.
 */
export const PREVIEW_HELLO_AFTER_LOAD_MS = 10_000;
/** The bound for a page that never even finishes loading. */
const PREVIEW_CONNECT_TIMEOUT_MS = 60_000;

/** The frame's first address: the preview link, naming the form factor the tag draws the page in. */
function frameSrc(url: string, ff: FormFactor): string {
  const src = new URL(url);
  src.searchParams.set(PREVIEW_FORM_FACTOR_PARAM, ff);
  return src.toString();
}

export function StorePreview({ url, recommendation, formFactor, mode = 'render', path = '', sample, scrollRequest = 0, onRendered, onNavigated, onError, debounceMs = PREVIEW_RENDER_DEBOUNCE_MS }: StorePreviewProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const link = useRef<HostLink<PreviewAgentMethods, PreviewPage> | null>(null);
  const latest = useRef({ recommendation, formFactor, path, onRendered, onNavigated, onError });
  latest.current = { recommendation, formFactor, path, onRendered, onNavigated, onError };
  const loadSample = useRef(sample);
  loadSample.current = sample;
  const samplePromise = useRef<Promise<DeliveredProduct[]> | null>(null);
  /** The path last sent the preview to ('' = the place's page, where the frame starts). */
  const wantedPath = useRef('');
  const [error, setError] = useState<string | null>(null);
  /** Bumped by Retry: a new frame element, a new link. */
  const [attempt, setAttempt] = useState(0);
  const origin = new URL(url).origin;
  // The form factor at the time the frame is made: a later switch is sent to the page, not reloaded.
  const src = useRef({ key: '', value: '' });
  if (src.current.key !== `${attempt}|${url}`) src.current = { key: `${attempt}|${url}`, value: frameSrc(url, formFactor) };
  const box = useRef<HTMLDivElement>(null);
  const size = useBoxSize(box);
  const helloWatch = useRef<ReturnType<typeof setTimeout> | null>(null);
  const stopHelloWatch = () => {
    if (helloWatch.current) clearTimeout(helloWatch.current);
    helloWatch.current = null;
  };

  const render = async (force: boolean, clearFirst = false) => {
    const rec = latest.current.recommendation;
    if (!rec || !link.current) return;
    try {
      const [agent, products] = await Promise.all([link.current.ready(), samplePromise.current ?? Promise.resolve([])]);
      // Every preview widget goes, so the page lays them out again around the moved one.
      if (clearFirst) await agent.clear();
      const result = await agent.renderRecommendation({ recommendation: rec, formFactor: latest.current.formFactor, force, ...(products.length ? { sample: products } : {}) });
      if (result.outcome !== 'unchanged') latest.current.onRendered?.(result);
    } catch (err) {
      latest.current.onError?.(err as Error);
    }
  };

  const goTo = async (target: string) => {
    try {
      const agent = await link.current?.ready();
      await agent?.navigate(target);
    } catch (err) {
      latest.current.onError?.(err as Error);
    }
  };

  useEffect(() => {
    const win = frame.current?.contentWindow;
    if (!win) return;
    // Fetched while the storefront loads, so the first render does not wait for it.
    samplePromise.current = loadSample.current?.().catch(() => []) ?? null;
    const current = connectPreviewFrame({
      frame: win,
      origin,
      connectTimeoutMs: PREVIEW_CONNECT_TIMEOUT_MS,
      methods: { navigated: (page) => latest.current.onNavigated?.(page) },
      // Every page of the frame (the first, a reload, a navigation) gets the recommendation again.
      onReady: (page) => {
        stopHelloWatch();
        setError(null);
        latest.current.onNavigated?.(page);
        // First load with an Alternate Preview Path: go there; that page renders on its hello.
        const want = latest.current.path;
        if (want && wantedPath.current !== want) {
          wantedPath.current = want;
          if (!samePath(page.path, want)) {
            void goTo(want);
            return;
          }
        }
        void render(true);
      },
      onError: (err) => {
        stopHelloWatch();
        setError((err as { code?: string }).code === 'CONNECTION_TIMEOUT' ? M.previewNoAnswer : err.message);
        latest.current.onError?.(err);
      },
    });
    link.current = current;
    return () => {
      stopHelloWatch();
      current.destroy();
      link.current = null;
    };
  }, [origin, attempt]);

  /** The first page loaded: it links soon after, or the preview says it cannot show it. */
  const onFrameLoad = () => {
    if (link.current?.info || helloWatch.current) return;
    helloWatch.current = setTimeout(() => {
      helloWatch.current = null;
      if (!link.current?.info) setError(M.previewNoAnswer);
    }, PREVIEW_HELLO_AFTER_LOAD_MS);
  };

  const retry = () => {
    stopHelloWatch();
    setError(null);
    setAttempt((n) => n + 1);
  };

  useEffect(() => {
    if (!recommendation || !link.current?.info) return;
    if (mode === 'css') {
      // No debounce: a style edit shows as the merchant drags (spec: < 50 ms median).
      const current = link.current;
      void (async () => {
        try {
          const agent = await current.ready();
          const opts = recommendation.widgetOpts[formFactor] ?? {};
          const applied = await agent.applyCss(recommendation.id, { css: recommendation.css, generatedCss: recommendation.generatedCss, style: opts.style });
          // Not on the page (yet): only a render can show it.
          if (!applied) await render(true);
        } catch (err) {
          latest.current.onError?.(err as Error);
        }
      })();
      return;
    }
    const timer = setTimeout(() => void render(mode === 'all', mode === 'all'), debounceMs);
    return () => clearTimeout(timer);
  }, [recommendation, formFactor, mode, debounceMs]);

  useEffect(() => {
    if (!link.current?.info || wantedPath.current === path) return;
    const timer = setTimeout(() => {
      wantedPath.current = path;
      const target = path || placePath(url);
      if (!samePath(link.current?.info?.path ?? '', target)) void goTo(target);
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [path, url, debounceMs]);

  useEffect(() => {
    const rec = latest.current.recommendation;
    if (!scrollRequest || !rec || !link.current?.info) return;
    void link.current
      .ready()
      .then((agent) => agent.scrollTo(rec.id, { highlight: true }))
      .catch(() => undefined);
  }, [scrollRequest]);

  const view = size ? fitViewport(size, formFactor) : null;
  return (
    <div ref={box} className={`vitrine-store-preview ${styles.box}`} data-form-factor={formFactor}>
      {error && (
        <div className={styles.error} role="alert">
          <NonIdealState icon="offline" title={M.previewError} description={error} action={<Button intent="primary" icon="refresh" text={M.previewRetry} onClick={retry} />} />
        </div>
      )}
      <iframe
        key={attempt}
        ref={frame}
        src={src.current.value}
        title="Store preview"
        onLoad={onFrameLoad}
        // The storefront is its own origin: scripts and its own forms, nothing else.
        sandbox="allow-scripts allow-same-origin allow-forms"
        referrerPolicy="no-referrer"
        className={styles.frame}
        data-scale={view ? view.scale.toFixed(3) : undefined}
        style={view ? { width: view.width, height: view.height, left: view.left, transform: view.scale < 1 ? `scale(${view.scale})` : undefined } : { width: '100%', height: '100%', left: 0 }}
      />
    </div>
  );
}
