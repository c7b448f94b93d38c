import { compareStructural, reaction } from 'mobx';
import type { Subscribable } from '../sdk';

export interface DisposableSubscribable<T> extends Subscribable<T> {
  dispose(): void;
}

/**
 * A Subscribable over mobx state: `current` is the last value `read` produced and stays the
 * same object until the observed state really changes (structurally), then listeners are
 * called. This is how the host's mobx stores meet the SDK's change-notification contract.
 */
export function subscribableFrom<T>(read: () => T): DisposableSubscribable<T> {
  let current = read();
  const listeners = new Set<(value: T) => void>();
  const dispose = reaction(
    read,
    (value) => {
      current = value;
      for (const listener of [...listeners]) listener(value);
    },
    { equals: compareStructural },
  );
  return {
    get current() {
      return current;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    dispose,
  };
}
