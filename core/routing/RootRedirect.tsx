import { useMemo } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useConsole } from '../console/ConsoleContext';
import { consoleLocationMemory } from './locationMemory';
import { rootRedirectTarget } from './rootRedirect';

/** `/` when signed in. */
export function RootRedirect() {
  const { search } = useLocation();
  const { storage } = useConsole();
  const target = useMemo(() => rootRedirectTarget(search, consoleLocationMemory(storage).lastLocation()), [search, storage]);
  return <Navigate to={target} replace />;
}
