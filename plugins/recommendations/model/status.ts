import { REC_MESSAGES as M } from './messages';
import { PLATFORM_EDITOR, type RecStatus } from './places';

/** The live switch and the archive controls of spec 4, as the API paths name them. */
export const LIFECYCLE_ACTIONS = ['activate', 'deactivate', 'archive', 'archive-restore'] as const;
export type LifecycleAction = (typeof LIFECYCLE_ACTIONS)[number];
export const isLifecycleAction = (v: unknown): v is LifecycleAction =>
  typeof v === 'string' && (LIFECYCLE_ACTIONS as readonly string[]).includes(v);

export interface StatusFacts {
  status: RecStatus;
  everProduction: boolean;
  everUpdated: boolean;
  /** Set to PLATFORM_EDITOR when made in the hosted platform's own editor. */
  editor?: string | null;
}

export type Transition =
  | { ok: true; status: RecStatus; everProduction: boolean }
  | { ok: false; message: string };

const refuse = (message: string): Transition => ({ ok: false, message });

/**
 * The next state of a recommendation for a lifecycle action, or a refusal with the words
 * to show. Spec 4: activate = Go Live, deactivate = Pause, archive only when not initial,
 * restore makes a Draft; the platform editor's recommendations have no switch or archive.
 */
export function transition(rec: StatusFacts, action: LifecycleAction): Transition {
  const fromPlatformEditor = rec.editor === PLATFORM_EDITOR;
  switch (action) {
    case 'activate':
      if (fromPlatformEditor) return refuse(M.platformEditor);
      if (rec.status === 'initial') return refuse(M.notYetSaved);
      if (rec.status === 'production') return refuse(M.alreadyLive);
      if (rec.status === 'archived') return refuse(M.activateArchived);
      return { ok: true, status: 'production', everProduction: true };
    case 'deactivate':
      if (fromPlatformEditor) return refuse(M.platformEditor);
      if (rec.status !== 'production') return refuse(M.notLive);
      return { ok: true, status: 'deactivated', everProduction: rec.everProduction };
    case 'archive':
      if (fromPlatformEditor) return refuse(M.platformEditor);
      if (rec.status === 'initial') return refuse(M.archiveInitial);
      if (rec.status === 'archived') return refuse(M.alreadyArchived);
      return { ok: true, status: 'archived', everProduction: rec.everProduction };
    case 'archive-restore':
      if (rec.status !== 'archived') return refuse(M.restoreNotArchived);
      return { ok: true, status: 'staging', everProduction: rec.everProduction };
  }
}

/** Saving an initial recommendation makes it a Draft; every save marks it updated. */
export function afterSave(rec: Pick<StatusFacts, 'status'>): { status: RecStatus; everUpdated: true } {
  return { status: rec.status === 'initial' ? 'staging' : rec.status, everUpdated: true };
}

/**
 * The status a list or badge shows (spec 4): a Draft never saved and never live still
 * shows as initial; a Draft that was once live shows as Paused.
 */
export function displayStatus(rec: StatusFacts): RecStatus {
  if (rec.status !== 'staging') return rec.status;
  if (rec.everProduction) return 'deactivated';
  if (!rec.everUpdated) return 'initial';
  return 'staging';
}
