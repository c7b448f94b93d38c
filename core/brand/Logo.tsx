import { PRODUCT_NAME } from './brand';
import styles from './Logo.module.scss';

interface LogoProps {
  /** Height of the mark in px; the wordmark scales with it. */
  size?: number;
  /** Hide the wordmark below the phone breakpoint (the mark stays). */
  compactOnPhone?: boolean;
  className?: string;
}

/** The Vitrine mark and wordmark. Decorative text: give the surrounding link an accessible name. */
export function Logo({ size = 28, compactOnPhone = false, className }: LogoProps) {
  return (
    <span
      className={[styles.logo, compactOnPhone && styles.compactOnPhone, className].filter(Boolean).join(' ')}
      style={{ fontSize: size * 0.72 }}
    >
      <svg className={styles.mark} width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="7" />
        <path d="M8 9.5h4.2L16 20l3.8-10.5H24L18.2 24h-4.4z" />
      </svg>
      <span className={styles.wordmark}>{PRODUCT_NAME}</span>
    </span>
  );
}
