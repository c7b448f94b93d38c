/**
 * The JavaScript pane with Test (spec 5): the code is syntax-checked as it is typed (the same
 * check that blocks a save) and Test runs it in a worker with this recommendation's preview
 * data, requiring an object back.
 */
import { Button, Callout } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import type { EditorTheme, FormFactor } from '../../../../sdk/sandbox';
import { CodeEditor } from '../../code/CodeEditor';
import type { Recommendation } from '../../model/RecommendationModel';
import { CODE_SECTION_MESSAGES } from './messages';
import { checkSyntax, type ScriptTestOutcome } from './script-check';
import { useScriptRunner } from './script-runner';

interface JsPaneProps {
  rec: Recommendation;
  ff: FormFactor;
  theme: EditorTheme;
  site: { id: string; currency: string };
  /** Defaults to the recommendation's own js. */
  label?: string;
}

export const JsPane = observer(function JsPane({ rec, ff, theme, site, label = CODE_SECTION_MESSAGES.jsLabel }: JsPaneProps) {
  const runner = useScriptRunner();
  const [testing, setTesting] = useState(false);
  const [outcome, setOutcome] = useState<ScriptTestOutcome | null>(null);
  const syntax = useMemo(() => checkSyntax(rec.js), [rec.js]);

  const onTest = async () => {
    setTesting(true);
    setOutcome(null);
    const context = { recommendation: rec.preview, element: null, place: rec.place, formFactor: ff, siteId: site.id, currency: site.currency };
    try {
      setOutcome(await runner.run(rec.js, context));
    } finally {
      setTesting(false);
    }
  };

  const failure = !syntax.ok ? { phase: syntax.phase, detail: syntax.detail } : outcome && !outcome.ok ? outcome : null;
  return (
    <>
      <CodeEditor
        label={label}
        value={rec.js}
        language="javascript"
        theme={theme}
        onChange={(js) => {
          setOutcome(null);
          rec.setField('js', js);
        }}
      />
      <p>
        <Button text={testing ? CODE_SECTION_MESSAGES.testing : CODE_SECTION_MESSAGES.test} icon="play" loading={testing} disabled={!rec.js.trim() || !syntax.ok} onClick={onTest} />
      </p>
      {failure && (
        <Callout intent="danger" role="alert" title={CODE_SECTION_MESSAGES.unableToSave}>
          <strong>{CODE_SECTION_MESSAGES.phase[failure.phase]}</strong>: {failure.detail}
        </Callout>
      )}
      {outcome?.ok && (
        <Callout intent="success" role="status">
          {CODE_SECTION_MESSAGES.testingPassed}
        </Callout>
      )}
    </>
  );
});
