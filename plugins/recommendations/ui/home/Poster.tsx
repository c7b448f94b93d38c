import { Icon } from '@blueprintjs/core';
import styles from './HomePage.module.scss';

const HUES = [210, 160, 280, 30, 340];

/** A video poster drawn here (no outside host): a tinted frame, a play sign and the title. */
export function Poster({ title, index }: { title: string; index: number }) {
  const hue = HUES[index % HUES.length];
  return (
    <div className={styles.poster} style={{ background: `linear-gradient(135deg, hsl(${hue} 55% 42%), hsl(${hue + 40} 60% 30%))` }} aria-hidden>
      <Icon icon="play" size={28} />
      <span>{title}</span>
    </div>
  );
}
