/**
 * Test double for the code panes: a labelled textarea through the CodeEditorImplementation
 * seam, for jsdom tests where monaco cannot run. Only tests import this file.
 */
import type { ReactNode } from 'react';
import { CodeEditorImplementation, type CodeEditorProps } from './CodeEditor';

export function TextareaCodeEditor({ label, value, onChange, readOnly, language, markers }: CodeEditorProps) {
  return (
    <div>
      <textarea aria-label={label} data-language={language} value={value} readOnly={readOnly} onChange={(e) => onChange?.(e.target.value)} />
      {markers?.map((m) => (
        <output key={`${m.line}:${m.column}`}>{`${m.line}:${m.column} ${m.message}`}</output>
      ))}
    </div>
  );
}

export function WithTextareaCodeEditor({ children }: { children: ReactNode }) {
  return <CodeEditorImplementation.Provider value={TextareaCodeEditor}>{children}</CodeEditorImplementation.Provider>;
}
