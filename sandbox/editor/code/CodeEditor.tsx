/**
 * One code pane (css, scss, javascript or json). The product draws it with monaco, loaded
 * the first time a pane opens (LazyMonacoEditor, its own chunk). The implementation comes
 * from a React context so that jsdom tests, where monaco cannot run, provide a plain
 * textarea double (code/testing.tsx) without any test switch in the product.
 */
import { createContext, useContext, type ComponentType } from 'react';
import type { EditorTheme } from '../../../sdk/sandbox';
import { LazyMonacoEditor } from './LazyMonacoEditor';

export type CodeLanguage = 'css' | 'scss' | 'javascript' | 'json';

/** A problem to underline, 1-based like every editor's line:column. */
export interface CodeMarker {
  line: number;
  column: number;
  message: string;
}

export interface CodeEditorProps {
  /** The accessible name of the pane (the field's label). */
  label: string;
  value: string;
  language: CodeLanguage;
  theme: EditorTheme;
  onChange?(value: string): void;
  readOnly?: boolean;
  /** Pixels; the pane does not grow with its text (monaco scrolls). */
  height?: number;
  markers?: readonly CodeMarker[];
}

export const CodeEditorImplementation = createContext<ComponentType<CodeEditorProps>>(LazyMonacoEditor);

export function CodeEditor(props: CodeEditorProps) {
  const Implementation = useContext(CodeEditorImplementation);
  return <Implementation {...props} />;
}
