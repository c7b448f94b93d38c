import { makeAutoObservable } from 'mobx';
import type { ConfirmOptions } from '../sdk';

interface PendingConfirm {
  readonly id: number;
  readonly options: ConfirmOptions;
  readonly resolve: (answer: boolean) => void;
  /** What had focus when the question was asked: it gets focus back once answered. */
  readonly opener: HTMLElement | null;
}

const focused = (): HTMLElement | null =>
  typeof document !== 'undefined' && document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;

/** Questions for the Confirm dialog, asked one at a time in order. */
export class ConfirmStore {
  queue: PendingConfirm[] = [];
  private nextId = 1;

  constructor() {
    makeAutoObservable<ConfirmStore, 'nextId'>(this, { nextId: false, confirm: false });
  }

  get current(): PendingConfirm | undefined {
    return this.queue[0];
  }

  /** Resolves true on Continue, false on Cancel or close. A plain function: safe to destructure. */
  confirm = (options: ConfirmOptions): Promise<boolean> =>
    new Promise<boolean>((resolve) => {
      this.enqueue({ id: this.nextId++, options, resolve, opener: focused() });
    });

  private enqueue(pending: PendingConfirm): void {
    this.queue.push(pending);
  }

  answer(value: boolean): void {
    const pending = this.queue.shift();
    pending?.resolve(value);
  }
}
