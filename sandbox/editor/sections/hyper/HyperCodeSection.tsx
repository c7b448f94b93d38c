/**
 * Advanced & Code of the hyper-online editor (spec 2): the section definition (JSON, read
 * only unless dev mode), JavaScript, SCSS compiled inside the recommendation's scope (the
 * compiled CSS is what the storefront applies, shown read-only), and the Alternate Preview Path.
 */
import { Tab, Tabs } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { GeneratedCssViewer } from '../../code/GeneratedCssViewer';
import { AltPreviewPathField } from '../code/AdvancedCodeSection';
import { JsPane } from '../code/JsPane';
import { CODE_SECTION_MESSAGES } from '../code/messages';
import tabStyles from '../code/CodeTabs.module.scss';
import { ScssPane } from '../code/ScssPane';
import type { SectionProps } from '../types';
import { DefinitionPane } from './DefinitionPane';
import { HYPER_MESSAGES as M } from './messages';

type HyperTab = 'definition' | 'js' | 'scss' | 'compiled';

export const HyperCodeSection = observer(function HyperCodeSection({ rec, ff, ctx }: SectionProps) {
  const [tab, setTab] = useState<HyperTab>('scss');
  return (
    <>
      <Tabs id={`hyper-code-${rec._id}`} selectedTabId={tab} onChange={(id) => setTab(id as HyperTab)} renderActiveTabPanelOnly className={tabStyles.tabs}>
        <Tab id="definition" title={M.definitionTab} panel={<DefinitionPane rec={rec} theme={ctx.theme} editable={ctx.devMode} />} />
        <Tab id="js" title={CODE_SECTION_MESSAGES.jsTab} panel={<JsPane rec={rec} ff={ff} theme={ctx.theme} site={ctx.site} />} />
        <Tab id="scss" title={CODE_SECTION_MESSAGES.scssTab} panel={<ScssPane rec={rec} theme={ctx.theme} />} />
        <Tab id="compiled" title={M.compiledTab} panel={<GeneratedCssViewer css={rec.css} theme={ctx.theme} label={M.compiledLabel} empty={M.compiledEmpty} />} />
      </Tabs>
      <AltPreviewPathField rec={rec} />
    </>
  );
});
