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
  // The last text the editor itself reported: a `value` equal to it is our own echo, arriving
  // a render late while the merchant may have typed on; only a different one (Discard, a
  // restored draft) is written back. Writing every late echo reset the text and the cursor,
  // and fast typing came out garbled ('function' as 'okeion fu').
  const reported = useRef(value);
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
      reported.current = created.getValue();
      changed.current(reported.current);
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
    if (!e || value === reported.current) return;
    reported.current = value;
    if (e.getValue() !== value) e.setValue(value);
  }, [value]);

  useEffect(() => monaco.editor.setTheme(theme === 'dark' ? 'vs-dark' : 'vs'), [theme]);

  return <div ref={host} style={{ height }} data-testid={`rec-monaco-${language}`} />;
}
