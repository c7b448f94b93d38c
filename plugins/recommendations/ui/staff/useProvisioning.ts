import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi, useSite } from 'sdk';
import type { EndpointStatus } from '../../model/readiness';

/** Spec 3's provisioning status as GET /api2/recommendation/end-point/status answers it. */
export interface ProvisioningStatus {
  'aws-status': string;
  'aws-timestamp': string | null;
  'data-status': string;
  'data-timestamp': string | null;
  message: string;
  endpoints: Record<string, EndpointStatus>;
}

/** While anything is on its way, the page asks again this often. */
export const REFRESH_MS = 10_000;

/** Waiting: data still being collected, or a campaign being published. */
export const isWaiting = (s: ProvisioningStatus | null) =>
  !!s && (s['data-status'] === 'waiting' || Object.values(s.endpoints ?? {}).some((e) => e.state === 'waiting' || e.phase === 'campaign-pending'));

/**
 * The site's provisioning status, fetched on mount and on site change, then every REFRESH_MS
 * while waiting (spec 4: "Waiting for data collection, training and provisioning to
 * complete..."). Stops once everything is ready, on unmount and when the tab is hidden.
 */
export function useProvisioning() {
  const api = useApi();
  const site = useSite();
  const [status, setStatus] = useState<ProvisioningStatus | null>(null);
  const [error, setError] = useState('');
  const [loadedAt, setLoadedAt] = useState<Date | null>(null);
  const seq = useRef(0);

  const load = useCallback(async () => {
    const mine = ++seq.current;
    try {
      const answer = await api.fetch<ProvisioningStatus>('/api2/recommendation/end-point/status', { silent: true });
      if (mine !== seq.current) return;
      setStatus(answer);
      setError('');
    } catch (err) {
      if (mine === seq.current) setError(err instanceof Error ? err.message : String(err));
    }
    if (mine === seq.current) setLoadedAt(new Date());
  }, [api]);

  useEffect(() => {
    setStatus(null);
    void load();
    return () => {
      seq.current++;
    };
  }, [load, site._id]);

  const waiting = isWaiting(status);
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState !== 'hidden') void load();
    }, REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [waiting, load]);

  return { status, error, waiting, loadedAt, refresh: load };
}
