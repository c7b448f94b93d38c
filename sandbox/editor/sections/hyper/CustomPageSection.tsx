/**
 * The Custom Page layer (only for CUSTOM places): which storefront page the section lives on,
 * as a page handle or a path. Spec 5: one of them is required ('* Required'), a handle
 * becomes /pages/{handle} unless it begins with '/'.
 */
import { Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { REC_MESSAGES } from '../../../../plugins/recommendations/model/messages';
import { basePlace } from '../../../../plugins/recommendations/model/places';
import { customPagePath } from '../../../../plugins/recommendations/model/validate';
import type { SectionProps } from '../types';
import { HYPER_MESSAGES as M } from './messages';

export const isCustomPlace = ({ rec }: Pick<SectionProps, 'rec'>) => basePlace(rec.place) === 'CUSTOM';

export const CustomPageSection = observer(function CustomPageSection({ rec }: SectionProps) {
  const { handle = '', path = '' } = rec.pageMatcher;
  const missing = !handle.trim() && !path.trim();
  const helper = missing ? REC_MESSAGES.required : M.pageHelp(customPagePath(rec.pageMatcher));
  return (
    <>
      {missing && <Callout intent="warning">{M.customPageNotice}</Callout>}
      <FormGroup label={M.pageHandle} labelFor="custom-page-handle" helperText={helper} intent={missing ? 'danger' : 'none'}>
        <InputGroup id="custom-page-handle" value={handle} placeholder="faq" intent={missing ? 'danger' : 'none'} onValueChange={(v) => rec.setPageMatcher('handle', v.trim())} />
      </FormGroup>
      <FormGroup label={M.pagePath} labelFor="custom-page-path">
        <InputGroup id="custom-page-path" value={path} placeholder="/pages/faq" onValueChange={(v) => rec.setPageMatcher('path', v.trim())} />
      </FormGroup>
    </>
  );
});
