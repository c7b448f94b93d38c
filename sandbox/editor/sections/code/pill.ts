import type { Recommendation } from '../../model/RecommendationModel';
import { CODE_SECTION_MESSAGES } from './messages';

/** Spec 2: Advanced & Code shows a 'CSS and JS' pill when the recommendation has code. */
export function hasCustomCode(rec: Pick<Recommendation, 'css' | 'js' | 'scss'>): boolean {
  return [rec.css, rec.js, rec.scss].some((code) => code.trim() !== '');
}

/** The pill the shell shows on the section header (and the strong delete confirmation's reason), or null. */
export function codePill(rec: Pick<Recommendation, 'css' | 'js' | 'scss'>): string | null {
  return hasCustomCode(rec) ? CODE_SECTION_MESSAGES.pill : null;
}
