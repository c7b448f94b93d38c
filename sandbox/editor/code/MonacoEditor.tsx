/**
 * A code pane drawn by monaco (the lazy chunk). One editor per pane, disposed with it; the
 * value flows both ways without feeding back: an outside change (undo in the shell, a
 * discard) replaces the text; the editor's own change coming back a render late (while the
 * merchant typed on) does not, or fast typing lost characters and the cursor jumped.
 */
import { useEffect, useRef } from 'react';
import type { CodeEditorProps } from './CodeEditor';
import { CODE_EDITOR_MESSAGES } from './messages';
import { monaco } from './monaco';

const THEMES = { light: 'vs', dark: 'vs-dark' } as const;
const MARKER_OWNER = 'vitrine';

export function MonacoEditor({ label, value, language, theme, onChange, readOnly = false, height = 240, markers }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<monaco.editor.IStandaloneCodeEditor | null>(null);
  // The latest callback, so the one listener registered at creation never goes stale.
  const changed = useRef(onChange);
  changed.current = onChange;
  // The texts the editor itself reported, not yet handed back: a `value` among them is an echo.
  const reported = useRef<string[]>([]);

  useEffect(() => {
    const created = monaco.editor.create(host.current!, {
      value,
      language,
      theme: THEMES[theme],
      readOnly,
      ariaLabel: readOnly ? `${label} (${CODE_EDITOR_MESSAGES.readOnly})` : label,
      automaticLayout: true,
      minimap: { enabled: false },
      scrollBeyondLastLine: false,
      fontSize: 13,
      tabSize: 2,
      wordWrap: 'on',
      fixedOverflowWidgets: true,
    });
    const listener = created.onDidChangeModelContent(() => {
      const text = created.getValue();
      // At most a few renders behind; a bound keeps a stuck parent from growing it.
      reported.current = [...reported.current.slice(-49), text];
      changed.current?.(text);
    });
    editor.current = created;
    return () => {
      listener.dispose();
      created.getModel()?.dispose();
      created.dispose();
      editor.current = null;
    };
    // Created once per pane; the props below are applied by the effects that follow.
  }, [language]);

  useEffect(() => {
    const current = editor.current;
    if (!current) return;
    // One of the editor's own changes coming back (maybe an older one, while typing went on).
    const echo = reported.current.indexOf(value);
    if (echo >= 0) {
      reported.current = reported.current.slice(echo + 1);
      return;
    }
    reported.current = [];
    if (current.getValue() !== value) current.setValue(value);
  }, [value]);

  useEffect(() => {
    monaco.editor.setTheme(THEMES[theme]);
  }, [theme]);

  useEffect(() => {
    editor.current?.updateOptions({ readOnly });
  }, [readOnly]);

  useEffect(() => {
    const model = editor.current?.getModel();
    if (!model) return;
    monaco.editor.setModelMarkers(
      model,
      MARKER_OWNER,
      (markers ?? []).map((m) => ({ severity: monaco.MarkerSeverity.Error, message: m.message, startLineNumber: m.line, startColumn: m.column, endLineNumber: m.line, endColumn: m.column + 1 })),
    );
  }, [markers]);

  return <div ref={host} data-code-pane={language} style={{ height, margin: '8px 0', border: '1px solid var(--vitrine-code-border, rgba(128,128,128,.35))' }} />;
}
