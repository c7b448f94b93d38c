import { matchPath } from 'react-router-dom';
import type { AppletPage, NavNode } from '../sdk';

const segments = (path: string) => path.split(/[?#]/, 1)[0].split('/').filter(Boolean);

/** Every link path of a nav tree, depth first. */
export function navLinkPaths(nodes: readonly NavNode[]): string[] {
  return nodes.flatMap((node) =>
    node.type === 'link' ? [node.path, ...(node.children ? navLinkPaths(node.children) : [])] : [],
  );
}

/**
 * The nav entry to highlight for a path relative to the applet root: an exact match, else the
 * longest entry the path lies under ('recs' for 'recs/42'). The root entry ('') only matches
 * the root itself, or it would be active everywhere.
 */
export function activeNavPath(nodes: readonly NavNode[], relativePath: string): string | undefined {
  const current = segments(relativePath);
  let best: { path: string; length: number } | undefined;
  for (const path of navLinkPaths(nodes)) {
    const candidate = segments(path);
    const exact = candidate.length === current.length && candidate.every((s, i) => s === current[i]);
    if (exact) return path;
    const under = candidate.length > 0 && candidate.length < current.length && candidate.every((s, i) => s === current[i]);
    if (under && (!best || candidate.length > best.length)) best = { path, length: candidate.length };
  }
  return best?.path;
}

/** The label of the nav link at `path`, searched depth first. */
function labelAt(nodes: readonly NavNode[], path: string): string | undefined {
  for (const node of nodes) {
    if (node.type !== 'link') continue;
    if (node.path === path) return node.label;
    const below = node.children && labelAt(node.children, path);
    if (below) return below;
  }
  return undefined;
}

/** The name of the page a relative path shows, as its nav entry calls it (for the tab title). */
export function activeNavLabel(nodes: readonly NavNode[], relativePath: string): string | undefined {
  const path = activeNavPath(nodes, relativePath);
  return path === undefined ? undefined : labelAt(nodes, path);
}

/** The part of `pathname` below the applet's base path, without leading or trailing slashes. */
export function relativeToBase(pathname: string, basePath: string): string {
  const base = basePath.replace(/\/+$/, '');
  if (pathname !== base && !pathname.startsWith(`${base}/`)) return '';
  return pathname.slice(base.length).replace(/^\/+|\/+$/g, '');
}

/** The page a path relative to the applet root shows, if any. */
export function pageForPath(pages: readonly AppletPage[], relativePath: string): AppletPage | undefined {
  return pages.find((p) => matchPath({ path: p.path, end: true }, `/${relativePath}`) !== null);
}

/** Whether the page matching a relative path asked for no alert stack (AppletPage.hideAlerts). */
export function pageHidesAlerts(pages: readonly AppletPage[], relativePath: string): boolean {
  return pageForPath(pages, relativePath)?.hideAlerts === true;
}
