import { TextArea } from '@blueprintjs/core';
import { lazy, Suspense } from 'react';
import styles from '../shared/Settings.module.scss';

export interface CodeEditorProps {
  value: string;
  language: 'css' | 'javascript';
  label: string;
  height: number;
  onChange(next: string): void;
}

// monaco arrives in its own chunk when this page first shows an editor.
const Monaco = lazy(() => import('./MonacoEditor').then((m) => ({ default: m.MonacoEditor })));

/** A code editor: monaco once loaded; until then a plain text area with the same value. */
export function CodeEditor(props: CodeEditorProps) {
  const fallback = (
    <TextArea value={props.value} aria-label={props.label} fill style={{ height: props.height, fontFamily: 'monospace' }} onChange={(e) => props.onChange(e.currentTarget.value)} />
  );
  return (
    <div className={styles.editor}>
      <Suspense fallback={fallback}>
        <Monaco {...props} />
      </Suspense>
    </div>
  );
}
