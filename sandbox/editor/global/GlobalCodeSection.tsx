/** Advanced / Code of the global settings: global JavaScript and CSS, and the generated global CSS. */
import { Callout, Tab, Tabs } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import type { EditorTheme } from '../../../sdk/sandbox';
import { CodeEditor } from '../code/CodeEditor';
import { GeneratedCssViewer } from '../code/GeneratedCssViewer';
import { checkSyntax } from '../sections/code/script-check';
import type { GlobalSettings } from './GlobalSettingsModel';
import { GLOBAL_MESSAGES as M } from './messages';

type GlobalCodeTab = 'js' | 'css' | 'generated';

export const GlobalCodeSection = observer(function GlobalCodeSection({ settings, theme }: { settings: GlobalSettings; theme: EditorTheme }) {
  const [tab, setTab] = useState<GlobalCodeTab>('css');
  const syntax = useMemo(() => checkSyntax(settings.personalizeJs), [settings.personalizeJs]);
  return (
    <Tabs id="global-code" selectedTabId={tab} onChange={(id) => setTab(id as GlobalCodeTab)} renderActiveTabPanelOnly>
      <Tab id="css" title={M.cssTab} panel={<CodeEditor label={M.cssLabel} value={settings.personalizeCss} language="css" theme={theme} onChange={settings.setCss} />} />
      <Tab
        id="js"
        title={M.jsTab}
        panel={
          <>
            <CodeEditor label={M.jsLabel} value={settings.personalizeJs} language="javascript" theme={theme} onChange={settings.setJs} />
            {!syntax.ok && (
              <Callout intent="danger" role="alert" title={M.unableToSave}>
                <strong>{M.syntaxPhase}</strong>: {syntax.detail}
              </Callout>
            )}
          </>
        }
      />
      <Tab id="generated" title={M.generatedTab} panel={<GeneratedCssViewer css={settings.generatedCss} theme={theme} label={M.generatedLabel} />} />
    </Tabs>
  );
});
