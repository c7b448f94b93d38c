import { useCallback, useEffect, useRef, useState } from 'react';
import type { AppletDocument } from 'sdk';
import { saveErrorText } from './saveError';

export type Doc = AppletDocument<Record<string, unknown>>;

/** Where a settings document lives: the applet document, or the site settings document. */
export interface DocBackend {
  key: string;
  load(): Promise<Doc>;
  /** Sends only what changed from `before` to `after`, with before's __v. */
  patch(before: Doc, after: Record<string, unknown>): Promise<Doc>;
}

export type DocState = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ok'; doc: Doc };

export interface SettingsDoc {
  status: DocState;
  saving: boolean;
  /** The last failed save's text (spec 8), cleared by the next successful one. */
  error: string | null;
  /** Merges `changes` into the document and saves the changed fields; resolves true when saved. */
  save(changes: Record<string, unknown>): Promise<boolean>;
}

/**
 * One settings document, loaded once per backend key. Saves run one after the other, each
 * from the document the previous one answered, so quick edits (auto-save) never send a
 * stale __v of their own making; a real conflict is shown, not retried.
 */
export function useSettingsDoc(backend: DocBackend): SettingsDoc {
  const [status, setStatus] = useState<DocState>({ state: 'loading' });
  const [saving, setSaving] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const current = useRef<Doc | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const backendRef = useRef(backend);
  backendRef.current = backend;

  useEffect(() => {
    let live = true;
    setStatus({ state: 'loading' });
    backendRef.current.load().then(
      (doc) => {
        if (!live) return;
        current.current = doc;
        setStatus({ state: 'ok', doc });
      },
      (err: unknown) => live && setStatus({ state: 'error', message: err instanceof Error ? err.message : String(err) }),
    );
    return () => {
      live = false;
    };
  }, [backend.key]);

  const save = useCallback((changes: Record<string, unknown>) => {
    setSaving((n) => n + 1);
    const run = queue.current.then(async () => {
      const before = current.current;
      if (!before) return false;
      try {
        const saved = await backendRef.current.patch(before, { ...before, ...changes });
        current.current = saved;
        setStatus({ state: 'ok', doc: saved });
        setError(null);
        return true;
      } catch (err) {
        setError(saveErrorText(err));
        return false;
      } finally {
        setSaving((n) => n - 1);
      }
    });
    queue.current = run;
    return run;
  }, []);

  return { status, saving: saving > 0, error, save };
}
