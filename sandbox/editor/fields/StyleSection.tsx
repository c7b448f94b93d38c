import { Button, Collapse } from '@blueprintjs/core';
import { useState, type ReactNode } from 'react';
import type { StyleMap } from '../../../sdk/sandbox';
import styles from './Fields.module.scss';
import { FIELD_MESSAGES as M } from './messages';
import { StyleProperty } from './StyleProperty';

export interface StyleSectionProps {
  title: string;
  /** The element's current style map (widgetOpts.style[element]). */
  value: StyleMap | undefined;
  /** CSS properties to offer, in order (TYPOGRAPHY_PROPS, BOX_PROPS or a list of one's own). */
  props: readonly string[];
  onChange(prop: string, value: string | number | undefined): void;
  defaultOpen?: boolean;
  /** Extra fields above the style properties (e.g. a sale badge label). */
  children?: ReactNode;
}

/** A collapsible style sub-section: closed by default, so a section stays short to scan. */
export function StyleSection({ title, value, props, onChange, defaultOpen = false, children }: StyleSectionProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <div className={styles.styleSection}>
      <Button
        variant="minimal"
        fill
        alignText="start"
        endIcon={open ? 'chevron-up' : 'chevron-down'}
        aria-expanded={open}
        aria-label={open ? M.collapse(title) : M.expand(title)}
        onClick={() => setOpen(!open)}
        text={title}
      />
      <Collapse isOpen={open}>
        <div className={styles.styleBody}>
          {children}
          {props.map((prop) => (
            <StyleProperty key={prop} prop={prop} value={value?.[prop]} onChange={(v) => onChange(prop, v)} />
          ))}
        </div>
      </Collapse>
    </div>
  );
}
