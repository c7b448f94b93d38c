import type { ReactNode } from 'react';
import { useSession } from 'sdk';
import { HomePage } from '../home/HomePage';
import { useInstallation } from './useInstallation';

/**
 * Spec 2: when the installation check fails with 404 and dev mode is off, only Home shows.
 * The console's nav is static (the SDK has no way for an applet to hide it), so every other
 * route renders Home instead of its page.
 */
export function InstalledOnly({ children }: { children: ReactNode }) {
  const installation = useInstallation();
  const { devMode } = useSession();
  if (installation.state === 'missing' && !devMode) return <HomePage />;
  return <>{children}</>;
}
