import { Classes, Icon, Tag } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { Link } from 'react-router-dom';
import { meetsRequirements, type NavNode, type RequirementContext } from '../sdk';
import { APPLET_MESSAGES } from './messages';
import styles from './AppletNav.module.scss';

interface AppletNavProps {
  nodes: readonly NavNode[];
  /** The nav path to highlight (see activeNavPath). */
  activePath: string | undefined;
  linkTo: (path: string) => string;
  /** Called after a link is followed (closes the phone drawer). */
  onNavigate?: () => void;
  /** Links with `requires` show only when they hold for this user and site (e.g. dev mode). */
  requirements: RequirementContext;
}

function NavNodes({ nodes, depth, ...props }: AppletNavProps & { depth: number }) {
  return (
    <>
      {nodes.map((node, index) => {
        switch (node.type) {
          case 'divider':
            // A list may hold only list items: the divider is drawn, not announced.
            return <li key={`divider-${index}`} className={Classes.MENU_DIVIDER} aria-hidden="true" />;
          case 'label':
            return (
              <li key={`label-${index}`} className={[Classes.MENU_HEADER, styles.label].join(' ')}>
                <h6 className={Classes.HEADING}>{node.label}</h6>
              </li>
            );
          case 'link': {
            if (node.requires && !meetsRequirements(node.requires, props.requirements)) return null;
            const active = node.path === props.activePath;
            return (
              <li key={`link-${node.path}-${index}`}>
                <Link
                  to={props.linkTo(node.path)}
                  onClick={props.onNavigate}
                  className={[Classes.MENU_ITEM, styles.item, active && Classes.ACTIVE, active && Classes.INTENT_PRIMARY]
                    .filter(Boolean)
                    .join(' ')}
                  style={{ paddingLeft: 8 + depth * 16 }}
                  aria-current={active ? 'page' : undefined}
                >
                  {node.icon ? <Icon icon={node.icon as IconName} className={styles.icon} /> : <span className={styles.noIcon} />}
                  <span className={[Classes.FILL, Classes.TEXT_OVERFLOW_ELLIPSIS].join(' ')}>{node.label}</span>
                  {node.tag && (
                    <Tag minimal round intent="primary" className={styles.tag}>
                      {node.tag}
                    </Tag>
                  )}
                </Link>
                {node.children && node.children.length > 0 && (
                  <ul className={styles.children}>
                    <NavNodes nodes={node.children} depth={depth + 1} {...props} />
                  </ul>
                )}
              </li>
            );
          }
          default:
            return null;
        }
      })}
    </>
  );
}

/** The applet's left navigation tree (spec 2): nested links, dividers and labels. */
export function AppletNav(props: AppletNavProps) {
  return (
    <nav aria-label={APPLET_MESSAGES.navigation}>
      <ul className={[Classes.MENU, styles.menu].join(' ')} data-testid="applet-nav">
        <NavNodes {...props} depth={0} />
      </ul>
    </nav>
  );
}
