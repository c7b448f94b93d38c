/**
 * The SCSS pane: the merchant's SCSS (rec.scss) compiled inside the recommendation's scope as
 * they type (debounced), the CSS going to rec.css, the field the storefront applies (the
 * delivery endpoint sends css; generatedCss is the console's). A compile error keeps the
 * last good CSS and shows where it is, line and column.
 */
import { Callout } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import type { EditorTheme } from '../../../../sdk/sandbox';
import { CodeEditor, type CodeMarker } from '../../code/CodeEditor';
import { compileScopedScss } from '../../code/scss';
import type { Recommendation } from '../../model/RecommendationModel';
import { CODE_SECTION_MESSAGES } from './messages';

export const SCSS_COMPILE_DEBOUNCE_MS = 300;

export const ScssPane = observer(function ScssPane({ rec, theme, readOnly = false }: { rec: Recommendation; theme: EditorTheme; readOnly?: boolean }) {
  const [error, setError] = useState<CodeMarker | null>(null);
  const latest = useRef(0);
  const mounted = useRef(false);

  const onChange = (scss: string) => {
    rec.setField('scss', scss);
  };

  useEffect(() => {
    // Opening the pane compiles nothing: the saved CSS is already this SCSS compiled, and a
    // recommendation with plain CSS and no SCSS must keep its CSS.
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    const run = ++latest.current;
    const scss = rec.scss;
    const timer = setTimeout(async () => {
      const result = await compileScopedScss(scss, rec._id);
      if (run !== latest.current) return; // a newer edit is compiling
      if (!result.ok) {
        setError({ line: result.line, column: result.column, message: result.message });
        return;
      }
      setError(null);
      if (result.css !== rec.css) rec.setField('css', result.css);
    }, SCSS_COMPILE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // Only the SCSS text starts a compile (typing, undo, discard).
  }, [rec.scss]);

  return (
    <>
      <CodeEditor label={CODE_SECTION_MESSAGES.scssLabel} value={rec.scss} language="scss" theme={theme} onChange={onChange} readOnly={readOnly} markers={error ? [error] : undefined} />
      {error && (
        <Callout intent="danger" role="alert">
          {CODE_SECTION_MESSAGES.scssError(error.line, error.column, error.message)}
        </Callout>
      )}
    </>
  );
});
