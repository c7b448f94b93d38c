import { REC_MESSAGES as M } from './messages';
import { PLATFORM_EDITOR, STATUSES, type RecStatus } from './places';
import { afterSave, displayStatus, LIFECYCLE_ACTIONS, transition, type LifecycleAction } from './status';

const rec = (status: RecStatus, more: Partial<{ everProduction: boolean; everUpdated: boolean; editor: string }> = {}) => ({
  status,
  everProduction: false,
  everUpdated: true,
  ...more,
});

describe('lifecycle transitions (spec 4)', () => {
  // Every status against every action: the next status, or the refusal's words.
  const table: Record<RecStatus, Record<LifecycleAction, RecStatus | string>> = {
    initial: { activate: M.notYetSaved, deactivate: M.notLive, archive: M.archiveInitial, 'archive-restore': M.restoreNotArchived },
    staging: { activate: 'production', deactivate: M.notLive, archive: 'archived', 'archive-restore': M.restoreNotArchived },
    production: { activate: M.alreadyLive, deactivate: 'deactivated', archive: 'archived', 'archive-restore': M.restoreNotArchived },
    deactivated: { activate: 'production', deactivate: M.notLive, archive: 'archived', 'archive-restore': M.restoreNotArchived },
    archived: { activate: M.activateArchived, deactivate: M.notLive, archive: M.alreadyArchived, 'archive-restore': 'staging' },
  };
  for (const status of STATUSES) {
    for (const action of LIFECYCLE_ACTIONS) {
      const expected = table[status][action];
      it(`${action} from ${status} -> ${expected}`, () => {
        const out = transition(rec(status), action);
        if ((STATUSES as readonly string[]).includes(expected)) expect(out).toMatchObject({ ok: true, status: expected });
        else expect(out).toEqual({ ok: false, message: expected });
      });
    }
  }

  it('activate marks everProduction; the other moves keep it', () => {
    expect(transition(rec('staging'), 'activate')).toEqual({ ok: true, status: 'production', everProduction: true });
    expect(transition(rec('production', { everProduction: true }), 'archive')).toMatchObject({ everProduction: true });
    expect(transition(rec('archived', { everProduction: true }), 'archive-restore')).toMatchObject({ status: 'staging', everProduction: true });
    expect(transition(rec('staging'), 'archive')).toMatchObject({ everProduction: false });
  });

  it("refuses the switch and archive for the platform editor's recommendations, but lets an archived one be restored", () => {
    for (const action of ['activate', 'deactivate', 'archive'] as const) {
      expect(transition(rec('production', { editor: PLATFORM_EDITOR }), action)).toEqual({ ok: false, message: M.platformEditor });
    }
    expect(transition(rec('archived', { editor: PLATFORM_EDITOR }), 'archive-restore')).toMatchObject({ ok: true, status: 'staging' });
  });
});

describe('saving and the shown status', () => {
  it('saving an initial recommendation makes it a Draft and marks it updated', () => {
    expect(afterSave({ status: 'initial' })).toEqual({ status: 'staging', everUpdated: true });
    expect(afterSave({ status: 'production' })).toEqual({ status: 'production', everUpdated: true });
  });

  it('shows a never-updated, never-live Draft as initial and a once-live Draft as Paused', () => {
    expect(displayStatus(rec('staging', { everUpdated: false }))).toBe('initial');
    expect(displayStatus(rec('staging', { everProduction: true }))).toBe('deactivated');
    expect(displayStatus(rec('staging', { everUpdated: false, everProduction: true }))).toBe('deactivated');
    expect(displayStatus(rec('staging'))).toBe('staging');
    for (const s of ['initial', 'production', 'deactivated', 'archived'] as const) expect(displayStatus(rec(s))).toBe(s);
  });
});
