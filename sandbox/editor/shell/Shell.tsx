/** The editor frame's whole screen (spec 2): top bar, navigator, preview slot, properties. */
import { Alert, SegmentedControl } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { EditorController } from '../app/EditorController';
import { handleKey, onProblem, type Problem } from '../app/actions';
import { Navigator } from './Navigator';
import { PreviewArea } from './PreviewArea';
import { PropertiesPane } from './PropertiesPane';
import { TopBar } from './TopBar';
import { SHELL_MESSAGES as M } from './messages';
import styles from './Shell.module.scss';

/** Below this width one of preview and properties shows at a time (matches Shell.module.scss). */
export const PHONE_MAX_WIDTH = 760;

function useIsPhone(): boolean {
  const query = `(max-width: ${PHONE_MAX_WIDTH}px)`;
  const [phone, setPhone] = useState(() => window.matchMedia?.(query).matches ?? false);
  useEffect(() => {
    const list = window.matchMedia?.(query);
    if (!list) return;
    const change = () => setPhone(list.matches);
    list.addEventListener('change', change);
    return () => list.removeEventListener('change', change);
  }, [query]);
  return phone;
}

export const Shell = observer(function Shell({ c }: { c: EditorController }) {
  const phone = useIsPhone();
  const [problem, setProblem] = useState<Problem | null>(null);
  useEffect(() => onProblem(setProblem), []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => void handleKey(c, event);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [c]);
  const showPreview = !phone || c.phoneTab === 'preview';
  const showProperties = !phone || c.phoneTab === 'properties';
  return (
    <div className={styles.root} data-testid="editor-shell">
      <TopBar c={c} />
      {phone && (
        <div className={styles.phoneTabs}>
          <SegmentedControl
            fill
            size="small"
            value={c.phoneTab}
            onValueChange={(tab) => c.setPhoneTab(tab as 'properties' | 'preview')}
            options={[
              { label: M.properties, value: 'properties' },
              { label: M.previewTab, value: 'preview' },
            ]}
          />
        </div>
      )}
      <div className={styles.body}>
        <Navigator c={c} phone={phone} />
        <PreviewArea c={c} shown={showPreview} />
        {showProperties && <PropertiesPane c={c} />}
      </div>
      <Alert isOpen={problem !== null} intent="danger" icon="error" confirmButtonText="OK" onClose={() => setProblem(null)}>
        {problem && (
          <>
            <h4>{problem.title}</h4>
            <p>{problem.body}</p>
          </>
        )}
      </Alert>
    </div>
  );
});
