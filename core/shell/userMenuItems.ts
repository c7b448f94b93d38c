import type { IconName } from '@blueprintjs/icons';
import type { ConsoleStore } from '../console/ConsoleStore';
import { REGISTRY_PAGE_MESSAGES } from '../applet-registry/messages';
import { APPLET_REGISTRY_PATH } from '../routing/paths';
import { SHELL_MESSAGES } from './messages';

/**
 * The user menu's optional extra items (spec 2), between Support and the theme toggle. Add
 * an entry here to add an item; `staffOnly` items show only to staff.
 */
export interface UserMenuExtraItem {
  readonly id: string;
  readonly text: string;
  readonly icon: IconName;
  readonly staffOnly?: boolean;
  /** A link (opens in a new tab when it leaves the console) … */
  readonly href?: string;
  /** … or an action on the console. */
  readonly onClick?: (store: ConsoleStore) => void;
}

export const USER_MENU_EXTRA_ITEMS: readonly UserMenuExtraItem[] = [
  { id: 'plans', text: SHELL_MESSAGES.plans, icon: 'dollar', onClick: (store) => store.dialogs.openPlans() },
  { id: 'applet-registry', text: REGISTRY_PAGE_MESSAGES.menuItem, icon: 'applications', staffOnly: true, href: APPLET_REGISTRY_PATH },
];
