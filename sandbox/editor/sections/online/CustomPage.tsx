import { observer } from 'mobx-react-lite';
import { customPagePath } from '../../../../plugins/recommendations/model/validate';
import { TextField } from '../../fields/TextField';
import type { SectionProps } from '../types';
import { ONLINE_MESSAGES as M } from './messages';
import { fieldErrors } from './validation';

/**
 * Spec 5: a handle or a path is required; the helper shows where the widget will appear. The
 * pane's notice 'Custom content page - please provide a page definition' is the shell's.
 */
export const CustomPage = observer(function CustomPage({ rec }: SectionProps) {
  const matcher = rec.pageMatcher;
  const missing = fieldErrors(rec).get('pageMatcher');
  const set = (key: 'handle' | 'path', value: string | undefined) => {
    const next = { ...matcher, [key]: value };
    if (value === undefined) delete next[key];
    rec.setField('pageMatcher', next);
  };
  return (
    <>
      <TextField label={M.pageHandle} value={matcher.handle} placeholder={M.pageHandlePlaceholder} error={missing} onChange={(v) => set('handle', v)} />
      <TextField
        label={M.pagePath}
        value={matcher.path}
        placeholder={M.pagePathPlaceholder}
        error={missing}
        helper={missing ? undefined : M.shownOn(customPagePath(matcher))}
        onChange={(v) => set('path', v)}
      />
    </>
  );
});
