import { useEffect, useRef } from 'react';
import { usePreferences } from 'sdk';
import { monaco } from './monaco';
import type { CodeEditorProps } from './CodeEditor';

/** One monaco editor bound to a value; the console's theme picks light or dark. */
export function MonacoEditor({ value, language, label, onChange, height }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<ReturnType<typeof monaco.editor.create> | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;
  // The texts the editor itself reported and the parent has not handed back yet: a `value`
  // among them is our own echo, arriving a render or more late while the merchant typed on;
  // only another one (Discard, a restored draft) is written back. Writing every late echo reset the text and the cursor,
  // and fast typing came out garbled ('function' as 'okeion fu').
  const reported = useRef<string[]>([]);
  const { theme } = usePreferences();

  useEffect(() => {
    const created = monaco.editor.create(host.current!, {
      value,
      language,
      automaticLayout: true,
      minimap: { enabled: false },
      scrollBeyondLastLine: false,
      fontSize: 13,
      tabSize: 2,
      wordWrap: 'on',
      ariaLabel: label,
      theme: theme === 'dark' ? 'vs-dark' : 'vs',
    });
    const sub = created.onDidChangeModelContent(() => {
      const text = created.getValue();
      // At most a few renders behind; a bound keeps a stuck parent from growing it.
      reported.current = [...reported.current.slice(-49), text];
      changed.current(text);
    });
    editor.current = created;
    return () => {
      sub.dispose();
      created.getModel()?.dispose();
      created.dispose();
      editor.current = null;
    };
    // Created once per language; value and theme follow below without re-creating it.
  }, [language]);

  useEffect(() => {
    const e = editor.current;
    if (!e) return;
    // One of the editor's own changes coming back (maybe an older one, while typing went on).
    const echo = reported.current.indexOf(value);
    if (echo >= 0) {
      reported.current = reported.current.slice(echo + 1);
      return;
    }
    reported.current = [];
    if (e.getValue() !== value) e.setValue(value);
  }, [value]);

  useEffect(() => monaco.editor.setTheme(theme === 'dark' ? 'vs-dark' : 'vs'), [theme]);

  return <div ref={host} style={{ height }} data-testid={`rec-monaco-${language}`} />;
}
