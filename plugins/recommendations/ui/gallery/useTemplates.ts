import { useCallback, useEffect, useState } from 'react';
import { useApi, useSession, useSite } from 'sdk';
import type { RecTemplate } from '../../model/catalogue';
import type { Gallery } from '../../model/gallery';

export interface TemplatesAnswer {
  devMode: boolean;
  gallery: Gallery;
  templates: RecTemplate[];
}

export type TemplatesState = { state: 'loading' } | { state: 'ok'; data: TemplatesAnswer } | { state: 'error' };

/**
 * The site's template catalogue (GET /api2/recommendation/templates). Staff in dev mode ask
 * for the hidden and asterisk templates too; the server honours that for staff only.
 */
export function useTemplates(): TemplatesState & { retry(): void } {
  const api = useApi();
  const site = useSite();
  const { devMode } = useSession();
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; value: TemplatesState }>({ key: '', value: { state: 'loading' } });
  const key = `${site._id}|${devMode}|${attempt}`;
  useEffect(() => {
    let live = true;
    api.fetch<TemplatesAnswer>('/api2/recommendation/templates', { silent: true, query: devMode ? { devMode: 1 } : undefined }).then(
      (data) => live && setResult({ key, value: { state: 'ok', data } }),
      () => live && setResult({ key, value: { state: 'error' } }),
    );
    return () => {
      live = false;
    };
  }, [api, key, devMode]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...(result.key === key ? result.value : { state: 'loading' }), retry };
}
