/**
 * An editor section that opens and closes: Blueprint's Section look, with a real button for
 * a header. Blueprint 6's collapsible Section puts the toggle on a div (no keyboard) and its
 * caret says aria-expanded="true" when closed (issue 32 #19, #21); this one is the WAI-ARIA
 * disclosure pattern: a heading holding a button with aria-expanded and aria-controls.
 */
import { Card, Classes, Collapse, Icon } from '@blueprintjs/core';
import { useId, useState, type ReactNode } from 'react';
import styles from './Fields.module.scss';

export interface CollapsibleSectionProps {
  title: string;
  children: ReactNode;
  /** Controlled: open or not, and what a toggle asks for. Without it the section keeps its own state. */
  open?: boolean;
  onToggle?(open: boolean): void;
  defaultOpen?: boolean;
  /** Beside the title, inside the header (e.g. the 'CSS and JS' pill). */
  rightElement?: ReactNode;
  compact?: boolean;
  className?: string;
  /** Stable hooks for the e2e stories (data-section). */
  [data: `data-${string}`]: string | undefined;
}

export function CollapsibleSection({ title, children, open, onToggle, defaultOpen = true, rightElement, compact = false, className, ...data }: CollapsibleSectionProps) {
  const id = useId();
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isOpen = open ?? ownOpen;
  const toggle = () => {
    if (open === undefined) setOwnOpen(!isOpen);
    onToggle?.(!isOpen);
  };
  const sectionClasses = [Classes.SECTION, compact ? Classes.COMPACT : '', isOpen ? '' : Classes.SECTION_COLLAPSED, className ?? ''].filter(Boolean).join(' ');
  return (
    <Card className={sectionClasses} role="region" aria-labelledby={`${id}-title`} {...data}>
      <h3 className={styles.sectionHeading}>
        <button type="button" className={`${Classes.SECTION_HEADER} ${Classes.INTERACTIVE} ${styles.sectionButton}`} aria-expanded={isOpen} aria-controls={`${id}-body`} onClick={toggle}>
          <span id={`${id}-title`} className={`${Classes.HEADING} ${Classes.SECTION_HEADER_TITLE}`}>
            {title}
          </span>
          <span className={Classes.SECTION_HEADER_RIGHT}>
            {rightElement}
            <Icon icon={isOpen ? 'chevron-up' : 'chevron-down'} className={Classes.TEXT_MUTED} aria-hidden />
          </span>
        </button>
      </h3>
      <Collapse isOpen={isOpen}>
        <div id={`${id}-body`}>{children}</div>
      </Collapse>
    </Card>
  );
}
