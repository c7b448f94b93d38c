import { useEffect, useState } from 'react';
import { TextField } from '../../fields/TextField';
import { ONLINE_MESSAGES as M } from './messages';
import styles from './Sections.module.scss';

const parts = (ratio: string) => {
  const [w = '1', h = '1'] = ratio.split(':');
  return { w, h };
};
const positive = (text: string) => Number.isFinite(Number(text)) && Number(text) > 0;

/**
 * Spec 5: the image ratio's width and height come from two text fields (default 1:1) and are
 * stored as "width:height"; a pair that is not two positive numbers is shown, never stored.
 */
export function ImageRatio({ value, onChange }: { value: string; onChange(ratio: string): void }) {
  const [text, setText] = useState(parts(value));
  useEffect(() => setText((t) => (`${t.w}:${t.h}` === value ? t : parts(value))), [value]);
  const valid = positive(text.w) && positive(text.h);
  const edit = (next: { w: string; h: string }) => {
    setText(next);
    if (positive(next.w) && positive(next.h)) onChange(`${Number(next.w)}:${Number(next.h)}`);
  };
  return (
    <div className={styles.pair}>
      <TextField label={M.ratioWidth} value={text.w} emptyIsUnset={false} error={valid ? null : M.ratioInvalid} onChange={(w) => edit({ ...text, w: w ?? '' })} />
      <TextField label={M.ratioHeight} value={text.h} emptyIsUnset={false} error={valid ? null : ' '} onChange={(h) => edit({ ...text, h: h ?? '' })} />
    </div>
  );
}
