import { HotkeysContext, Utils, type HotkeyConfig, type HotkeysContextInstance } from '@blueprintjs/core';
import { lazy, useCallback, useMemo, useReducer, type ReactNode } from 'react';
import { WhenOpened } from './WhenOpened';

// Blueprint's hotkeys dialog (with its Dialog, key-combo parser and key icons) loads when it
// first opens, not with the start-up chunks: BlueprintProvider's HotkeysProvider renders it
// from the start.
const HotkeysDialog = lazy(() =>
  import(/* webpackChunkName: "hotkeys-dialog" */ '@blueprintjs/core/lib/esm/components/hotkeys/hotkeysDialog').then((m) => ({ default: m.HotkeysDialog })),
);

type State = HotkeysContextInstance[0];
type Action = Parameters<HotkeysContextInstance[1]>[0];

/** Blueprint's hotkeys reducer (context/hotkeys/hotkeysProvider.js), the same behaviour. */
function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'ADD_HOTKEYS': {
      // Only hotkeys not registered yet.
      const added = action.payload.filter((a: HotkeyConfig) => state.hotkeys.every((b) => !Utils.shallowCompareKeys(a, b, { exclude: ['onKeyDown', 'onKeyUp'] })));
      return { ...state, hotkeys: [...state.hotkeys, ...added] };
    }
    case 'REMOVE_HOTKEYS':
      return { ...state, hotkeys: state.hotkeys.filter((key) => !action.payload.includes(key)) };
    case 'OPEN_DIALOG':
      return { ...state, isDialogOpen: true };
    case 'CLOSE_DIALOG':
      return { ...state, isDialogOpen: false };
    default:
      return state;
  }
}

/**
 * Blueprint's HotkeysContext for the console and its applets (useHotkeys, the "?" dialog), as
 * BlueprintProvider's HotkeysProvider gives it, with the dialog loaded when first opened.
 */
export function HotkeysProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(reducer, { hasProvider: true, hotkeys: [], isDialogOpen: false });
  const value = useMemo<HotkeysContextInstance>(() => [state, dispatch], [state]);
  const close = useCallback(() => dispatch({ type: 'CLOSE_DIALOG' }), []);
  return (
    <HotkeysContext.Provider value={value}>
      {children}
      <WhenOpened open={state.isDialogOpen}>
        <HotkeysDialog isOpen={state.isDialogOpen} hotkeys={state.hotkeys} onClose={close} />
      </WhenOpened>
    </HotkeysContext.Provider>
  );
}
