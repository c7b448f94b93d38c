// Tells other tabs of this browser which site was selected here, and hears theirs (spec 4:
// "Site selected in another tab differing from the current one triggers the Site Changed
// dialog"). BroadcastChannel carries the name with the id; the storage event on the last-used
// site key covers browsers without it. Both may arrive: receivers must be idempotent.

export interface SiteSelection {
  readonly external: string;
  /** The site's name, when the sender knew it. */
  readonly name?: string;
}

export interface SiteBroadcast {
  post(selection: SiteSelection): void;
  close(): void;
}

export const SITE_CHANNEL = 'vitrine.site';

function isSelection(value: unknown): value is SiteSelection {
  return !!value && typeof value === 'object' && typeof (value as SiteSelection).external === 'string';
}

export function createSiteBroadcast(storageKey: string, onSelection: (selection: SiteSelection) => void): SiteBroadcast {
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(SITE_CHANNEL) : undefined;
  const onMessage = (event: MessageEvent) => {
    if (isSelection(event.data)) onSelection({ external: event.data.external, name: event.data.name });
  };
  channel?.addEventListener('message', onMessage);

  // Only other tabs get storage events, never the tab that wrote.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== storageKey || event.newValue === null) return;
    try {
      const external: unknown = JSON.parse(event.newValue);
      if (typeof external === 'string' && external) onSelection({ external });
    } catch {
      // Not ours to understand: someone wrote garbage by hand.
    }
  };
  window.addEventListener('storage', onStorage);

  return {
    post(selection) {
      channel?.postMessage({ external: selection.external, name: selection.name });
    },
    close() {
      channel?.removeEventListener('message', onMessage);
      channel?.close();
      window.removeEventListener('storage', onStorage);
    },
  };
}
