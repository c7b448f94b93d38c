import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

interface StaffLogState {
  /** Bumped after every staff action this page made: the log section reloads on it. */
  version: number;
  logged(): void;
}

const Ctx = createContext<StaffLogState>({ version: 0, logged: () => undefined });

/** Lets the tools of a staff page tell its log section that the server recorded something. */
export function StaffLogProvider({ children }: { children: ReactNode }) {
  const [version, setVersion] = useState(0);
  const logged = useCallback(() => setVersion((v) => v + 1), []);
  const value = useMemo(() => ({ version, logged }), [version, logged]);
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export const useStaffLog = () => useContext(Ctx);
