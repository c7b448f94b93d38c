import { makeAutoObservable } from 'mobx';

/** Open state of the shell's dialogs that do not live in the URL. */
export class DialogsStore {
  changeSiteOpen = false;
  plansOpen = false;

  constructor() {
    makeAutoObservable(this);
  }

  openChangeSite(): void {
    this.changeSiteOpen = true;
  }

  closeChangeSite(): void {
    this.changeSiteOpen = false;
  }

  openPlans(): void {
    this.plansOpen = true;
  }

  closePlans(): void {
    this.plansOpen = false;
  }
}
