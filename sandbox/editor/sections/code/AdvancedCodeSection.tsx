/**
 * Advanced & Code of the online editor (spec 2): CSS, SCSS and JavaScript panes and the
 * read-only generated CSS, one at a time (a pane's editor loads when its tab opens), then
 * Hidden By Default and the Alternate Preview Path.
 */
import { Callout, Classes, FormGroup, InputGroup, Switch, Tab, Tabs } from '@blueprintjs/core';
import tabStyles from './CodeTabs.module.scss';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { CodeEditor } from '../../code/CodeEditor';
import { GeneratedCssViewer } from '../../code/GeneratedCssViewer';
import { isPreviewPath } from '../../model/previewPath';
import type { SectionProps } from '../types';
import { JsPane } from './JsPane';
import { CODE_SECTION_MESSAGES as M } from './messages';
import { ScssPane } from './ScssPane';

type CodeTab = 'css' | 'scss' | 'js' | 'generated';

export { isPreviewPath };

export const AltPreviewPathField = observer(function AltPreviewPathField({ rec }: Pick<SectionProps, 'rec'>) {
  const path = rec.config.altPreviewUrl ?? '';
  const valid = isPreviewPath(path);
  return (
    <FormGroup label={M.altPreviewPath} labelFor={`alt-preview-${rec._id}`} helperText={valid ? M.altPreviewPathHelp : M.altPreviewPathInvalid} intent={valid ? 'none' : 'danger'}>
      <InputGroup id={`alt-preview-${rec._id}`} value={path} placeholder="/pages/ab-test" intent={valid ? 'none' : 'danger'} onValueChange={(v) => rec.setConfig('altPreviewUrl', v.trim())} />
    </FormGroup>
  );
});

export const AdvancedCodeSection = observer(function AdvancedCodeSection({ rec, ff, ctx }: SectionProps) {
  const [tab, setTab] = useState<CodeTab>('css');
  const compiled = rec.scss.trim() !== '';
  return (
    <>
      <Tabs id={`code-${rec._id}`} selectedTabId={tab} onChange={(id) => setTab(id as CodeTab)} renderActiveTabPanelOnly className={tabStyles.tabs}>
        <Tab
          id="css"
          title={M.cssTab}
          panel={
            <>
              {compiled && <Callout intent="primary">{M.cssFromScss}</Callout>}
              <CodeEditor label={M.cssLabel} value={rec.css} language="css" theme={ctx.theme} readOnly={compiled} onChange={(css) => rec.setField('css', css)} />
              <p className={Classes.TEXT_MUTED} data-testid="css-scope">{M.cssScope}</p>
            </>
          }
        />
        <Tab id="scss" title={M.scssTab} panel={<ScssPane rec={rec} theme={ctx.theme} />} />
        <Tab id="js" title={M.jsTab} panel={<JsPane rec={rec} ff={ff} theme={ctx.theme} site={ctx.site} />} />
        <Tab id="generated" title={M.generatedTab} panel={<GeneratedCssViewer css={rec.generatedCss} theme={ctx.theme} />} />
      </Tabs>
      <Switch label={M.hiddenByDefault} checked={rec.testMode} onChange={(e) => rec.setField('testMode', e.currentTarget.checked)} />
      <p className={Classes.TEXT_MUTED}>{M.hiddenByDefaultHelp}</p>
      <AltPreviewPathField rec={rec} />
    </>
  );
});
