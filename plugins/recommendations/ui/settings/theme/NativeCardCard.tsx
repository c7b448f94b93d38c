import { Button, FormGroup, TextArea } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useApi, usePreferences, useUnsavedChangesGuard } from 'sdk';
import { THEME as M } from '../messages';
import { DRAFT_KEYS, stringsOf } from '../shared/draftStrings';
import { SettingsCard } from '../shared/SettingsCard';
import { cardPreviewSvg, detectSnippet, parseNativeCard, type NativeCard } from './nativeCard';
import styles from './Theme.module.scss';
import shared from '../shared/Settings.module.scss';

const pretty = (card: unknown) => JSON.stringify(card, null, 2);

/** Native Card Settings (spec 2, dev mode): the JSON, AutoDetect from the theme, a live preview. */
export function NativeCardCard({ saved, themeName, disabled, onApply }: { saved: NativeCard; themeName?: string; disabled: boolean; onApply(card: NativeCard): Promise<boolean> }) {
  const api = useApi();
  const { theme } = usePreferences();
  const [text, setText] = useState(() => pretty(saved));
  const [note, setNote] = useState<string | null>(null);
  const parsed = useMemo(() => parseNativeCard(text), [text]);
  const dirty = text !== pretty(saved);
  // The JSON as typed, even when it does not parse yet: that is the edit to review.
  useUnsavedChangesGuard(dirty, {
    key: DRAFT_KEYS.nativeCard,
    snapshot: () => ({ text }),
    restore: (value) => setText(stringsOf(value, ['text'] as const).text ?? pretty(saved)),
  });
  const lastGood = 'card' in parsed ? parsed.card : saved;

  const autoDetect = async () => {
    const { assets } = await api.fetch<{ assets: Array<{ key: string }> }>('/api2/shop/rec/action/assets');
    const base = 'card' in parsed ? parsed.card : saved;
    setText(pretty({ ...base, snippet_name: detectSnippet(assets.map((a) => a.key)) }));
    setNote(M.detected(themeName ?? ''));
  };

  return (
    <SettingsCard title={M.nativeSettings} text={M.nativeSettingsHelp} staff testId="rec-native-card">
      <div className={styles.nativeRow}>
        <FormGroup label={M.nativeSettings} labelFor="rec-native-json" helperText={'error' in parsed ? `${M.badJson}${parsed.error}` : note} intent={'error' in parsed ? 'danger' : 'none'}>
          <TextArea id="rec-native-json" className={styles.code} value={text} fill rows={11} onChange={(e) => setText(e.currentTarget.value)} data-testid="rec-native-json" />
        </FormGroup>
        <img className={styles.preview} src={cardPreviewSvg(lastGood, theme === 'dark')} alt={M.preview} data-testid="rec-native-preview" />
      </div>
      <div className={shared.actions}>
        <Button text={M.autoDetect} icon="search" disabled={disabled} onClick={autoDetect} data-testid="rec-native-autodetect" />
        <Button text={M.apply} intent="primary" disabled={disabled || !dirty || 'error' in parsed} onClick={() => 'card' in parsed && void onApply(parsed.card)} data-testid="rec-native-apply" />
        <Button text={M.reset} variant="minimal" disabled={!dirty} onClick={() => setText(pretty(saved))} data-testid="rec-native-reset" />
      </div>
    </SettingsCard>
  );
}
