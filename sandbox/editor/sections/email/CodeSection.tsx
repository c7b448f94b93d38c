import { Button, FormGroup, Pre } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { REC_MESSAGES } from '../../../../plugins/recommendations/model/messages';
import { emailGeneratedCss } from '../../../../plugins/recommendations/model/email-html';
import { CodeEditor } from '../../code/CodeEditor';
import { EMAIL_MESSAGES as M } from '../../email/messages';
import type { SectionProps } from '../types';
import { toEmailHtmlRec } from './opts';

/**
 * Spec 2: the email's code pane: Edit CSS (monaco, added to the copied HTML's style element), View
 * Generated CSS (dev mode only, read-only) and Clear Cache (through the console: the frame
 * has no fetch).
 */
export const CodeSection = observer(function CodeSection({ rec, ctx, host }: SectionProps) {
  const [clearing, setClearing] = useState(false);
  const clear = async () => {
    setClearing(true);
    try {
      const result = await host.clearCache({ type: 'e', recommendationId: rec._id });
      const ok = result.ok;
      await host.snackbar({ message: ok ? REC_MESSAGES.cacheClearing : REC_MESSAGES.cacheClearFailed, intent: ok ? 'success' : 'danger' });
    } catch {
      await host.snackbar({ message: REC_MESSAGES.cacheClearFailed, intent: 'danger' }).catch(() => undefined);
    } finally {
      setClearing(false);
    }
  };
  const generated = emailGeneratedCss(toEmailHtmlRec(rec));
  return (
    <>
      <FormGroup label={M.editCss}>
        {/* monaco, as the online editor's code panes: its chunk loads when this section opens. */}
        <CodeEditor label={M.editCss} value={rec.css} language="css" theme={ctx.theme} height={200} onChange={(css) => rec.setField('css', css)} />
      </FormGroup>
      {ctx.devMode ? (
        <FormGroup label={M.viewGeneratedCss}>
          <Pre aria-label={M.viewGeneratedCss} style={{ maxHeight: 200, overflow: 'auto', whiteSpace: 'pre-wrap', margin: 0 }}>
            {generated || M.generatedCssEmpty}
          </Pre>
        </FormGroup>
      ) : null}
      <Button icon="refresh" text={M.clearCache} loading={clearing} onClick={clear} />
    </>
  );
});
