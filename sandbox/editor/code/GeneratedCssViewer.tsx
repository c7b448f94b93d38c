import { Classes } from '@blueprintjs/core';
import type { EditorTheme } from '../../../sdk/sandbox';
import { CodeEditor } from './CodeEditor';
import { CODE_EDITOR_MESSAGES } from './messages';

/** The read-only generated CSS (derived from the style settings): look, copy, never edit. */
export function GeneratedCssViewer({ css, theme, label = CODE_EDITOR_MESSAGES.generatedCssLabel, empty = CODE_EDITOR_MESSAGES.generatedCssEmpty }: { css: string; theme: EditorTheme; label?: string; empty?: string }) {
  if (!css.trim()) return <p className={Classes.TEXT_MUTED}>{empty}</p>;
  return <CodeEditor label={label} value={css} language="css" theme={theme} readOnly />;
}
