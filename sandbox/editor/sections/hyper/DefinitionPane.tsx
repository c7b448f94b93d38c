/**
 * The section definition as JSON (read only unless dev mode). The text is the merchant's
 * while it does not parse; each valid object replaces hyperBlock.section, and a change from
 * elsewhere (the section editor, undo) rewrites the text.
 */
import { Callout } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { EditorTheme } from '../../../../sdk/sandbox';
import { CodeEditor, type CodeMarker } from '../../code/CodeEditor';
import type { Recommendation } from '../../model/RecommendationModel';
import { formatJson, parseJsonText } from './json-text';
import { HYPER_MESSAGES as M } from './messages';
import { sectionOf } from './section-definition';

export const DefinitionPane = observer(function DefinitionPane({ rec, theme, editable }: { rec: Recommendation; theme: EditorTheme; editable: boolean }) {
  const section = sectionOf(rec.hyperBlock);
  const [text, setText] = useState(() => formatJson(section));
  const [problem, setProblem] = useState<CodeMarker | null>(null);

  useEffect(() => {
    const parsed = parseJsonText(text);
    if (!parsed.ok || formatJson(parsed.value) !== formatJson(section)) {
      setText(formatJson(section));
      setProblem(null);
    }
    // Only an outside change of the section rewrites the text.
  }, [section]);

  const onChange = (next: string) => {
    setText(next);
    const parsed = parseJsonText(next);
    if (!parsed.ok) return setProblem({ line: parsed.line, column: parsed.column, message: M.definitionError(parsed.line, parsed.column, parsed.message) });
    if (typeof parsed.value !== 'object' || parsed.value === null || Array.isArray(parsed.value)) return setProblem({ line: 1, column: 1, message: M.definitionNotObject });
    setProblem(null);
    rec.setHyperSection(parsed.value);
  };

  return (
    <>
      {!editable && <Callout intent="primary">{M.definitionReadOnly}</Callout>}
      <CodeEditor label={M.definitionLabel} value={text} language="json" theme={theme} readOnly={!editable} onChange={onChange} markers={problem ? [problem] : undefined} />
      {problem && (
        <Callout intent="danger" role="alert">
          {problem.message}
        </Callout>
      )}
    </>
  );
});
