import { ApiError } from 'sdk';
import { REC_MESSAGES as R } from '../../model/messages';
import type { LifecycleAction } from '../../model/status';

/** What an error dialog shows: spec 8's title and words, plus the server's details. */
export interface Problem {
  title: string;
  message: string;
  detail?: string;
}

export const PROBLEM_TITLES = {
  notAllowed: 'This action is not allowed for this shop.',
  unableToContinue: 'Unable to continue',
  unableTo: (action: string) => `Unable to ${action}`,
} as const;

/** The shell's words for a server or network failure (console spec 8). */
export const UNABLE_TO_CONTINUE = 'This may be temporary problem such as a network issue. Please try again later.';

const ACTION_WORDS: Record<LifecycleAction | 'delete', string> = {
  activate: 'Go Live',
  deactivate: 'Pause',
  archive: 'Archive',
  'archive-restore': 'Restore',
  delete: 'Delete',
};

/** Turns a failed lifecycle call into spec 8's dialog. */
export function problemOf(error: unknown, action: LifecycleAction | 'delete'): Problem {
  if (!(error instanceof ApiError)) return { title: PROBLEM_TITLES.unableToContinue, message: UNABLE_TO_CONTINUE, detail: String(error) };
  if (error.status === 0 || error.status >= 500) return { title: PROBLEM_TITLES.unableToContinue, message: UNABLE_TO_CONTINUE, detail: error.message };
  if (error.code === 'BlockModify') return { title: PROBLEM_TITLES.notAllowed, message: R.blockModify };
  if (error.code === 'FreePlanLimit') return { title: R.unableToGoLive, message: R.freePlanLimit };
  if (action === 'activate') return { title: R.unableToGoLive, message: R.goLiveIssues, detail: error.message };
  return { title: PROBLEM_TITLES.unableTo(ACTION_WORDS[action]), message: error.message };
}

/** A move the state does not allow (spec 4), refused before any call. */
export function refusalOf(message: string, action: LifecycleAction | 'delete'): Problem {
  return { title: action === 'activate' ? R.unableToGoLive : PROBLEM_TITLES.unableTo(ACTION_WORDS[action]), message };
}
