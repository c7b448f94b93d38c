import { Button, HTMLSelect } from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigation, useSite } from 'sdk';
import { PLACE_LABELS } from '../../model/places';
import { STARTER_PRESETS } from '../../model/presets';
import { HOME } from '../messages';
import type { Mode } from '../shared/mode';
import { editorPath } from '../shared/paths';
import type { RecStoreInstance } from '../store/RecStore';
import { Panel } from './Panel';
import styles from './HomePage.module.scss';

/** 'Go live in 60 seconds': creates a recommendation from a starter preset and opens it (spec 2). */
export function QuickStart({ store, mode, disabled }: { store: RecStoreInstance; mode: Mode; disabled: boolean }) {
  const site = useSite();
  const { navigate } = useNavigation();
  const [keyId, setKeyId] = useState(STARTER_PRESETS[0].keyId);
  const [busy, setBusy] = useState(false);
  const create = async () => {
    const preset = STARTER_PRESETS.find((p) => p.keyId === keyId) ?? STARTER_PRESETS[0];
    setBusy(true);
    const doc = await store.createFromPreset(preset, mode, site._id);
    setBusy(false);
    if (doc) navigate(editorPath('online', doc.place, doc._id));
  };
  return (
    <Panel title={HOME.goLive60} testId="rec-quick-start">
      <p>{HOME.goLive60Text}</p>
      <div className={styles.row}>
        <HTMLSelect value={keyId} onChange={(e) => setKeyId(e.currentTarget.value)} aria-label={HOME.goLive60} data-testid="rec-quick-start-preset">
          {STARTER_PRESETS.map((p) => (
            <option key={p.keyId} value={p.keyId}>{`${PLACE_LABELS[p.place]}: ${p.title}`}</option>
          ))}
        </HTMLSelect>
        <Button text={HOME.create} intent="primary" icon="rocket-slant" loading={busy} disabled={disabled} onClick={() => void create()} data-testid="rec-quick-start-create" />
      </div>
    </Panel>
  );
}
