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
    const sub = created.onDidChangeModelContent(() => changed.current(created.getValue()));
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
    if (e && e.getValue() !== value) e.setValue(value);
  }, [value]);

  useEffect(() => monaco.editor.setTheme(theme === 'dark' ? 'vs-dark' : 'vs'), [theme]);

  return <div ref={host} style={{ height }} data-testid={`rec-monaco-${language}`} />;
}
