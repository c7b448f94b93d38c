import { Icons, IconSize, type IconName } from '@blueprintjs/icons';
import { IconNamesSet as KNOWN } from '../theme/blueprintIconNames';
import type { AppletDefinition, NavNode } from '../sdk';

function navIcons(nodes: readonly NavNode[]): string[] {
  return nodes.flatMap((node) => (node.type === 'link' ? [...(node.icon ? [node.icon] : []), ...navIcons(node.children ?? [])] : []));
}

/**
 * Loads the icons an applet's frame draws by name (its own and its navigation's; 16 px, the
 * size AppletIcon and AppletNav draw them at). Blueprint draws an icon whose paths are loaded
 * in the same render; one still loading renders again when it arrives, one render per icon,
 * just as the page's first data comes in. Never rejects: a missing icon only stays blank.
 */
export async function loadAppletIcons(definition: Pick<AppletDefinition, 'icon' | 'nav'>): Promise<void> {
  const names = [...new Set([definition.icon, ...navIcons(definition.nav)])].filter((name) => KNOWN.has(name)) as IconName[];
  await Icons.load(names, IconSize.STANDARD).catch(() => undefined);
}
