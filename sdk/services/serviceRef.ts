/**
 * A typed key for a host service (Backstage's ApiRef). Applets depend on the interface `T`
 * through the ref; the host binds the implementation, tests bind a double.
 */
export interface ServiceRef<T> {
  readonly id: string;
  /** Type-only: carries `T` so useService(ref) is typed. Never set at runtime. */
  readonly $service?: (service: T) => T;
}

const SERVICE_ID = /^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)+$/;

/**
 * Ids are namespaced (`'vitrine.site'`, `'acme.pricing'`) and are what bindings are keyed by,
 * so two copies of the SDK in one page still resolve the same services.
 */
export function createServiceRef<T>(id: string): ServiceRef<T> {
  if (!SERVICE_ID.test(id)) throw new Error(`Service ref id "${id}" must be dotted camelCase, e.g. "vitrine.site"`);
  return Object.freeze({ id, toString: () => `ServiceRef(${id})` });
}

export type Unsubscribe = () => void;

/**
 * How services with changing state publish it (the SDK's one change-notification model).
 * `current` is an immutable snapshot: a change replaces it with a new object and then calls
 * every listener. Hooks read it through useSyncExternalStore, so components re-render without
 * being mobx observers, and an implementation may be backed by mobx, a store or a plain field.
 */
export interface Subscribable<T> {
  readonly current: T;
  subscribe(listener: (value: T) => void): Unsubscribe;
}
