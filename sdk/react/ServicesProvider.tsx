import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ServiceRef } from '../services/serviceRef';

/** A ref and its implementation; the tuple types keep each pair's types together. */
export type ServiceBinding<T> = readonly [ServiceRef<T>, T];

/** Maps a tuple of service types to a tuple of bindings, so a wrong pairing fails to compile. */
export type ServiceBindings<T extends readonly unknown[]> = { readonly [K in keyof T]: ServiceBinding<T[K]> };

type Registry = ReadonlyMap<string, unknown>;

const ServicesContext = createContext<Registry>(new Map());

export interface ServicesProviderProps<T extends readonly unknown[]> {
  readonly services: readonly [...ServiceBindings<T>];
  readonly children?: ReactNode;
}

/**
 * Binds service implementations for everything below it. Providers nest: an inner binding
 * wins, so the host binds console-wide services once and the per-applet ones (settings,
 * navigation) around each applet, and a test can swap one service inside another provider.
 * Pass a stable `services` array (a constant or useMemo): a new array re-renders every user.
 */
export function ServicesProvider<T extends readonly unknown[]>({ services, children }: ServicesProviderProps<T>) {
  const parent = useContext(ServicesContext);
  const registry = useMemo(() => {
    const merged = new Map(parent);
    for (const [ref, implementation] of services as readonly ServiceBinding<unknown>[]) merged.set(ref.id, implementation);
    return merged;
  }, [parent, services]);
  return <ServicesContext.Provider value={registry}>{children}</ServicesContext.Provider>;
}

/** The implementation bound to `ref`; throws when nothing is bound, naming the service. */
export function useService<T>(ref: ServiceRef<T>): T {
  const registry = useContext(ServicesContext);
  if (!registry.has(ref.id)) {
    throw new Error(
      `No implementation for service "${ref.id}". Render the component inside the console's ` +
        '<ServicesProvider> (in tests: <TestServicesProvider> from sdk/testing). In a remote applet, ' +
        'check that the host shares the sdk as a singleton.',
    );
  }
  return registry.get(ref.id) as T;
}
