import { Switch } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { EMAIL_MESSAGES as M } from '../../email/messages';
import type { SectionProps } from '../types';
import { emailOpt, setEmailOpt } from './opts';

/** The layers of each product card the image service draws: each with its show toggle. */
const LAYERS = [
  ['showProductTitle', M.showProductTitle],
  ['showProductPrice', M.showProductPrice],
  ['showProductComparePrice', M.showProductComparePrice],
] as const;

export const ProductDetailsSection = observer(function ProductDetailsSection({ rec }: SectionProps) {
  return (
    <>
      {LAYERS.map(([key, label]) => (
        <Switch key={key} label={label} checked={emailOpt(rec, key) !== false} onChange={(e) => setEmailOpt(rec, key, e.currentTarget.checked)} />
      ))}
    </>
  );
});
