import { Button, FormGroup, TextArea } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { useUnsavedChangesGuard } from 'sdk';
import { DATA_RULE_LIMITS, dataRuleProblem } from '../../../model/dataRuleLimits';
import { splitList } from '../../../model/validate';
import { InstalledOnly } from '../../shared/InstalledOnly';
import { RecPage } from '../../shared/RecPage';
import { DATA_CONFIG as M, SETTINGS } from '../messages';
import { useSiteSettingsBackend } from '../shared/backends';
import { ClearCacheButton } from '../shared/ClearCacheButton';
import { DocGate } from '../shared/DocGate';
import { DRAFT_KEYS, stringsOf } from '../shared/draftStrings';
import { SaveStatus } from '../shared/SaveStatus';
import { SettingsCard } from '../shared/SettingsCard';
import { useSettingsDoc, type Doc, type SettingsDoc } from '../shared/useSettingsDoc';
import { HoldoutCard } from './HoldoutCard';
import styles from '../shared/Settings.module.scss';

export const DATA_RULE_FIELDS = [
  { key: 'excludeItems', label: M.excludeItems, help: M.excludeItemsHelp },
  { key: 'excludeCollections', label: M.excludeCollections, help: M.excludeCollectionsHelp },
  { key: 'excludeTags', label: M.excludeTags, help: undefined },
  { key: 'includeTags', label: M.includeTags, help: M.includeTagsHelp },
] as const;
type RuleKey = (typeof DATA_RULE_FIELDS)[number]['key'];
type Rules = Partial<Record<RuleKey, string>>;
const RULE_KEYS = DATA_RULE_FIELDS.map((f) => f.key);

/** Typing pauses this long before the rules save on their own (spec 2: auto-saved). */
export const AUTO_SAVE_MS = 800;

const textOf = (doc: Doc, key: RuleKey) => (typeof doc[key] === 'string' ? (doc[key] as string) : '');

function RulesForm({ doc, settings }: { doc: Doc; settings: SettingsDoc }) {
  const [draft, setDraft] = useState<Record<RuleKey, string>>(() => Object.fromEntries(DATA_RULE_FIELDS.map((f) => [f.key, textOf(doc, f.key)])) as Record<RuleKey, string>);
  const [pending, setPending] = useState<Rules>({});
  // Typed values the server does not have and that do not save on their own: a refused save's,
  // or an edit kept through an ended session. The merchant's next edit or Save sends them.
  const [unsent, setUnsent] = useState<Rules>({});
  const [savedOnce, setSavedOnce] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const dirty = Object.keys(pending).length > 0;
  const held = Object.keys(unsent).length > 0;
  useUnsavedChangesGuard(dirty || settings.saving || held, {
    key: DRAFT_KEYS.dataRules,
    snapshot: () => ({ ...unsent, ...pending }),
    restore: (value) => {
      const kept = stringsOf(value, RULE_KEYS);
      setDraft((d) => ({ ...d, ...kept }));
      setUnsent(kept);
    },
  });

  const problemOf = (key: RuleKey) => dataRuleProblem(DATA_RULE_FIELDS.find((f) => f.key === key)!.label, draft[key]);

  /** Saves `changes`, with the held values when there are changes (or `withHeld`: the Save button). */
  const flush = (changes: Rules, withHeld = Object.keys(changes).length > 0) => {
    clearTimeout(timer.current);
    const all = withHeld ? { ...unsent, ...changes } : changes;
    if (!Object.keys(all).length) return;
    // A rule past its limit is not sent: the field says why, and it stays unsaved until fixed.
    const label = (key: string) => DATA_RULE_FIELDS.find((f) => f.key === key)!.label;
    if (Object.entries(all).some(([key, value]) => dataRuleProblem(label(key), value ?? '') !== null)) return;
    setPending({});
    if (withHeld) setUnsent({});
    void settings.save(all).then((ok) => (ok ? setSavedOnce(true) : setUnsent((u) => ({ ...all, ...u }))));
  };
  const latest = useRef({ pending, flush });
  latest.current = { pending, flush };
  // Save what is pending when the merchant stops typing, and when the page goes away.
  useEffect(() => {
    if (!dirty) return;
    timer.current = setTimeout(() => latest.current.flush(latest.current.pending), AUTO_SAVE_MS);
    return () => clearTimeout(timer.current);
  }, [pending, dirty]);
  // Leaving saves what was just typed, never the held values: leaving with those was asked about.
  useEffect(() => () => latest.current.flush(latest.current.pending, false), []);

  return (
    <SettingsCard title={M.rules} text={M.rulesText} testId="rec-data-rules">
      <div className={styles.grid}>
        {DATA_RULE_FIELDS.map(({ key, label, help }) => {
          const count = splitList(draft[key])?.length ?? 0;
          const problem = problemOf(key);
          const counter = `${M.values(count)} of ${DATA_RULE_LIMITS.maxValues.toLocaleString('en-US')}`;
          return (
            <FormGroup
              key={key}
              label={label}
              labelFor={`rec-rule-${key}`}
              intent={problem ? 'danger' : 'none'}
              helperText={<span id={`rec-rule-${key}-help`}>{problem ?? `${help ? `${help} · ` : ''}${counter}`}</span>}
              className={styles.field}
            >
              <TextArea
                id={`rec-rule-${key}`}
                data-testid={`rec-rule-${key}`}
                intent={problem ? 'danger' : 'none'}
                aria-invalid={problem ? true : undefined}
                aria-describedby={`rec-rule-${key}-help`}
                value={draft[key]}
                fill
                rows={4}
                autoResize
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setDraft((d) => ({ ...d, [key]: value }));
                  setPending((p) => ({ ...p, [key]: value }));
                }}
                onBlur={() => flush(pending)}
              />
            </FormGroup>
          );
        })}
      </div>
      {held && !dirty && (
        <div className={styles.actions}>
          <Button intent="primary" text={SETTINGS.save} disabled={settings.saving} loading={settings.saving} onClick={() => flush({}, true)} data-testid="rec-data-save" />
        </div>
      )}
      <SaveStatus doc={settings} savedOnce={savedOnce} />
    </SettingsCard>
  );
}

/** Data Config (spec 2): the Global Data Rules, auto-saved, the holdout (issue 26) and Clear Product Cache. */
export function DataConfigPage() {
  const settings = useSettingsDoc(useSiteSettingsBackend());
  return (
    <InstalledOnly>
      <RecPage title={M.title} testId="rec-data-config">
        <DocGate status={settings.status}>{(doc) => <RulesForm doc={doc} settings={settings} />}</DocGate>
        <HoldoutCard />
        <SettingsCard title={M.advanced} text={M.clearCacheText} testId="rec-data-advanced">
          <div className={styles.actions}>
            <ClearCacheButton />
          </div>
        </SettingsCard>
      </RecPage>
    </InstalledOnly>
  );
}
