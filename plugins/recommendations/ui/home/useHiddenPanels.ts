import { useCallback, useState } from 'react';
import { useSession } from 'sdk';

export const HIDEABLE_PANELS = ['gettingStarted', 'nextLevel', 'freeSetup', 'inspiration', 'upsell'] as const;
export type HideablePanel = (typeof HIDEABLE_PANELS)[number];

// The SDK's preferences hold only the theme, so the hidden panels are kept in localStorage,
// per user, under the console's key prefix (console spec 9).
export const hiddenPanelsKey = (userId: string) => `h40_rec_home_hidden_${userId}`;

function read(key: string): HideablePanel[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((p): p is HideablePanel => (HIDEABLE_PANELS as readonly unknown[]).includes(p)) : [];
  } catch {
    return [];
  }
}

/** The Home panels this user hid, remembered across visits; `showAll` brings them back. */
export function useHiddenPanels() {
  const { user } = useSession();
  const key = hiddenPanelsKey(user?._id ?? 'anonymous');
  const [state, setState] = useState(() => ({ key, hidden: read(key) }));
  const hidden = state.key === key ? state.hidden : read(key);
  const write = useCallback(
    (next: HideablePanel[]) => {
      try {
        window.localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // storage blocked: hidden for this visit only
      }
      setState({ key, hidden: next });
    },
    [key],
  );
  return {
    hidden,
    isHidden: (panel: HideablePanel) => hidden.includes(panel),
    hide: (panel: HideablePanel) => write([...new Set([...hidden, panel])]),
    showAll: () => write([]),
  };
}
