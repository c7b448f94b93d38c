import { useEffect, useState } from 'react';
import { useApi, useSite } from 'sdk';

export type Readiness = 'waiting' | 'ready' | 'live' | 'unsupported';
interface ReadinessAnswer {
  recommendations?: Record<string, { state?: Readiness } | undefined>;
}

/** Per-recommendation endpoint readiness (server/recommendations/API.md), empty until known. */
export function useReadiness(): Record<string, Readiness> {
  const api = useApi();
  const site = useSite();
  const [states, setStates] = useState<{ site: string; value: Record<string, Readiness> }>({ site: site._id, value: {} });
  useEffect(() => {
    let live = true;
    api.fetch<ReadinessAnswer>('/api2/recommendation/end-point/status', { silent: true }).then(
      (answer) => {
        const value: Record<string, Readiness> = {};
        for (const [id, s] of Object.entries(answer?.recommendations ?? {})) if (s?.state) value[id] = s.state;
        if (live) setStates({ site: site._id, value });
      },
      () => undefined, // readiness is a hint: the table works without it
    );
    return () => {
      live = false;
    };
  }, [api, site._id]);
  return states.site === site._id ? states.value : {};
}
