import { createContext, useContext, type ReactNode } from 'react';
import type { ConsoleStore } from './ConsoleStore';

const ConsoleContext = createContext<ConsoleStore | null>(null);

export function ConsoleProvider({ store, children }: { store: ConsoleStore; children: ReactNode }) {
  return <ConsoleContext.Provider value={store}>{children}</ConsoleContext.Provider>;
}

export function useConsole(): ConsoleStore {
  const store = useContext(ConsoleContext);
  if (!store) throw new Error('useConsole() needs a <ConsoleProvider> above it');
  return store;
}

/** The console when there is one: dialogs that also render alone (tests, stories) fall back. */
export function useOptionalConsole(): ConsoleStore | null {
  return useContext(ConsoleContext);
}
