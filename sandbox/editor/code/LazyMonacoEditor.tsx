import { Callout, Spinner } from '@blueprintjs/core';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { CodeEditorProps } from './CodeEditor';
import { CODE_EDITOR_MESSAGES } from './messages';

// monaco (~4.5 MB) is fetched the first time any code pane renders, never with the editor frame.
const MonacoEditor = lazy(() => import(/* webpackChunkName: "monaco" */ './MonacoEditor').then((m) => ({ default: m.MonacoEditor })));

/** A chunk that fails to load (offline, a new deploy) shows a notice instead of taking the pane down. */
class LoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <Callout intent="warning">{CODE_EDITOR_MESSAGES.loadFailed}</Callout> : this.props.children;
  }
}

export function LazyMonacoEditor(props: CodeEditorProps) {
  return (
    <LoadBoundary>
      <Suspense
        fallback={
          <div role="status" style={{ height: props.height ?? 240, display: 'flex', alignItems: 'center', gap: 8 }}>
            <Spinner size={16} />
            {CODE_EDITOR_MESSAGES.loading}
          </div>
        }
      >
        <MonacoEditor {...props} />
      </Suspense>
    </LoadBoundary>
  );
}
