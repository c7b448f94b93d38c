import type { GridState } from 'ag-grid-community';
import { AGENCY_VIEW_KEY } from '../localKeys';

/** The parts of the grid's state that make a "view" (spec 3, 9: kept in local storage). */
const VIEW_PARTS = ['columnOrder', 'columnSizing', 'columnVisibility', 'columnPinning', 'sort', 'filter'] as const;
/** Bump when the columns change shape so an old view cannot hide new columns by accident. */
const VIEW_VERSION = 1;

export type GridView = Pick<GridState, (typeof VIEW_PARTS)[number]>;

export function pickView(state: GridState): GridView {
  const view: GridView = {};
  for (const part of VIEW_PARTS) if (state[part] !== undefined) (view as Record<string, unknown>)[part] = state[part];
  return view;
}

export function loadView(storage: Storage = window.localStorage): GridView | undefined {
  try {
    const saved = JSON.parse(storage.getItem(AGENCY_VIEW_KEY) ?? 'null') as { v?: number; view?: GridView } | null;
    return saved?.v === VIEW_VERSION && saved.view && typeof saved.view === 'object' ? saved.view : undefined;
  } catch {
    return undefined; // a damaged entry is the same as none
  }
}

export function saveView(view: GridView, storage: Storage = window.localStorage): void {
  try {
    storage.setItem(AGENCY_VIEW_KEY, JSON.stringify({ v: VIEW_VERSION, view }));
  } catch {
    // Storage full or blocked: the grid works, the view is just not remembered.
  }
}

export function clearView(storage: Storage = window.localStorage): void {
  storage.removeItem(AGENCY_VIEW_KEY);
}
