/**
 * Connects to the console (connectEditorHost), takes the context it gives (site, staff, dev
 * mode, theme), builds the controller, and answers the console's calls: setTheme live, save
 * (the console's Ctrl/Cmd+S and its leave guard), and the store preview's outcomes and
 * navigations. A failed link (another protocol version, no console) says so instead of hanging.
 */
import { Classes, NonIdealState, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { connectEditorHost, type EditorFrameMethods, type EditorImplementation, type EditorTheme, type GuestLink, type EditorHostMethods, type EditorContext } from '../../../sdk/sandbox';
import { Shell } from '../shell/Shell';
import { SHELL_MESSAGES as M } from '../shell/messages';
import styles from '../shell/Shell.module.scss';
import { saveNow } from './actions';
import { EditorController } from './EditorController';

/** Which build of the frame is speaking (informational, in the host's hello). */
const BUILD = 'editor-frame';

/** Blueprint themes everything under Classes.DARK; portals render into body, so body carries it. */
export function applyTheme(theme: EditorTheme, doc: Document = document) {
  doc.body.classList.toggle(Classes.DARK, theme === 'dark');
  doc.documentElement.style.colorScheme = theme;
}

/** A console origin: scheme, host and port only (never '*', a path or 'null'). */
export const isOrigin = (value: string) => /^https?:\/\/[^/?#\s]+$/.test(value);

export function EditorApp({ hostWindow, hostOrigin }: { hostWindow: Window; hostOrigin: string }) {
  const [controller, setController] = useState<EditorController | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!isOrigin(hostOrigin) || hostWindow === window) {
      setError(M.connectFailed);
      return;
    }
    let current: EditorController | null = null;
    let link: GuestLink<EditorHostMethods, EditorContext> | null = null;
    let gone = false;
    const methods: EditorImplementation<EditorFrameMethods> = {
      setTheme: (theme) => {
        applyTheme(theme);
        current?.setTheme(theme);
      },
      save: () => (current?.rec ? saveNow(current) : { ok: false, error: 'invalid', message: M.recommendationNotFound }),
      hasUnsavedChanges: () => current?.rec?.isDirty ?? false,
      previewRendered: (result) => current?.previewRendered(result),
      previewNavigated: (page) => current?.previewNavigated(page),
    };
    connectEditorHost({ host: hostWindow, origin: hostOrigin, build: BUILD, methods })
      .then(async (connected) => {
        link = connected;
        applyTheme(connected.host.theme);
        const made = await EditorController.start(connected.remote, connected.host);
        if (gone) return made.dispose();
        current = made;
        setController(made);
      })
      .catch((err: Error) => !gone && setError(`${M.connectFailed} (${err.message})`));
    return () => {
      gone = true;
      current?.dispose();
      link?.destroy();
    };
  }, [hostWindow, hostOrigin]);

  if (error) {
    return (
      <div className={styles.center} role="alert">
        <NonIdealState icon="error" description={error} />
      </div>
    );
  }
  if (!controller) {
    return (
      <div className={styles.center}>
        <NonIdealState icon={<Spinner size={32} />} description={M.loading} />
      </div>
    );
  }
  return <Shell c={controller} />;
}
