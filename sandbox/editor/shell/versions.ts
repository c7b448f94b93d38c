import { fieldLabels } from '../../../plugins/recommendations/model/fields';
import { SHELL_MESSAGES as M } from './messages';

/** A version's 'Changed:' line, naming fields as the properties pane does ('Title Text (Desktop)'), never by path. */
export function changedText(changed: readonly string[]): string {
  return changed.length ? M.versionChanged(fieldLabels(changed).join(', ')) : M.versionNoChanges;
}
