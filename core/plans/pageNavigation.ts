// Leaving the page after a plan change (spec 4), in one place tests can replace: jsdom's
// window.location cannot be spied on.
export function assignLocation(url: string): void {
  window.location.assign(url);
}

export function reloadPage(): void {
  window.location.reload();
}
