import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigation } from 'sdk';
import { insightHref, type InsightLink } from '../kpis/kpiDefinitions';
import { COLLAPSED_LINKS, INSIGHTS_MESSAGES as M } from './messages';
import styles from './InsightsPage.module.scss';

/** A card's report links: the first two, then 'Show all' / 'Show less' (spec §4). */
export function LinkList({ links, testId }: { links: readonly InsightLink[]; testId: string }) {
  const [expanded, setExpanded] = useState(false);
  const { linkTo, navigate } = useNavigation();
  const shown = expanded ? links : links.slice(0, COLLAPSED_LINKS);
  return (
    <div data-testid={testId}>
      <ul className={styles.links}>
        {shown.map((link) => {
          const path = insightHref(link.query);
          return (
            <li key={path}>
              <a
                href={linkTo(path)}
                onClick={(e) => {
                  // A plain click stays in the console (unsaved-changes guard); ctrl/⌘-click opens a tab.
                  if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
                  e.preventDefault();
                  navigate(path);
                }}
              >
                {link.label}
              </a>
            </li>
          );
        })}
      </ul>
      {links.length > COLLAPSED_LINKS && (
        <Button
          variant="minimal"
          size="small"
          icon={expanded ? 'chevron-up' : 'chevron-down'}
          text={expanded ? M.showLess : M.showAll}
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        />
      )}
    </div>
  );
}
