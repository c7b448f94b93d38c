import type { Subscribable, Unsubscribe } from '../services/serviceRef';

/** The Subscribable contract in memory: each change is a new frozen snapshot, then listeners. */
export class MockSubscribable<T extends object> implements Subscribable<T> {
  #value: T;
  readonly #listeners = new Set<(value: T) => void>();

  constructor(initial: T) {
    this.#value = Object.freeze({ ...initial });
  }

  get current(): T {
    return this.#value;
  }

  /** How many listeners are subscribed: lets a test prove a component unsubscribed. */
  get listenerCount(): number {
    return this.#listeners.size;
  }

  subscribe = (listener: (value: T) => void): Unsubscribe => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };

  /** Merges `changes` into the current value and notifies. Wrap in act() when React renders it. */
  set(changes: Partial<T>): void {
    this.#value = Object.freeze({ ...this.#value, ...changes });
    for (const listener of [...this.#listeners]) listener(this.#value);
  }
}
