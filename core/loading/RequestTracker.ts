import { makeAutoObservable } from 'mobx';

/** How many backend calls are in flight: the thin loading bar shows while any is. */
export class RequestTracker {
  inFlight = 0;

  constructor() {
    makeAutoObservable(this);
  }

  get busy(): boolean {
    return this.inFlight > 0;
  }

  started(): void {
    this.inFlight += 1;
  }

  ended(): void {
    this.inFlight = Math.max(0, this.inFlight - 1);
  }
}
