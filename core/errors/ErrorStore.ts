import { makeAutoObservable } from 'mobx';
import { errorText } from './errorText';

export interface ReportedError {
  readonly id: number;
  readonly message: string;
}

/** The errors waiting for the "Unable to continue" modal, oldest first. */
export class ErrorStore {
  queue: ReportedError[] = [];
  private nextId = 1;

  constructor() {
    makeAutoObservable(this);
  }

  get current(): ReportedError | undefined {
    return this.queue[0];
  }

  /**
   * Queues an error for the modal. The same message already waiting is not queued again:
   * when the network drops, five failed calls are one problem, not five dialogs.
   */
  report(error: unknown): void {
    const message = errorText(error);
    if (this.queue.some((queued) => queued.message === message)) return;
    this.queue.push({ id: this.nextId++, message });
  }

  dismiss(): void {
    this.queue.shift();
  }
}
