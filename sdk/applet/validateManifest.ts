import { isSdkRange } from '../version';
import { PLATFORM_APPS, type AppletManifest, type NavNode } from './manifest';

export const APPLET_ID_PATTERN = /^[a-z][a-z0-9-]{1,31}$/;
/** One lower-case URL segment: no slashes, nothing that needs encoding. */
export const APPLET_ROUTE_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** A nav tag is a badge ('Beta'), not a second label. */
const NAV_TAG_MAX = 12;

const segments = (pattern: string): string[] => pattern.split('/').filter(Boolean);
/** A link may carry a query or hash; a route pattern never does (its `?` marks optional). */
const linkSegments = (path: string): string[] => segments(path.split(/[?#]/)[0]);

/** Relative, inside the applet: `'..'` or a leading `/` would escape the applet's route. */
function relativePathProblem(path: unknown, where: string): string | undefined {
  if (typeof path !== 'string') return `${where}: path must be a string`;
  if (path.startsWith('/') || path.includes('://')) return `${where}: path "${path}" must be relative to the applet root`;
  if (linkSegments(path).some((s) => s === '..' || s === '.')) return `${where}: path "${path}" must not contain . or ..`;
  return undefined;
}

/** react-router's pattern language, as far as an applet uses it: `:param`, `segment?`, `*`. */
export function matchesRoutePattern(path: string, pattern: string): boolean {
  const match = (parts: string[], pat: string[]): boolean => {
    if (pat.length === 0) return parts.length === 0;
    const [head, ...rest] = pat;
    if (head === '*') return true;
    const optional = head.endsWith('?');
    const name = optional ? head.slice(0, -1) : head;
    const here = parts.length > 0 && (name.startsWith(':') || name === parts[0]) && match(parts.slice(1), rest);
    return here || (optional && match(parts, rest));
  };
  return match(linkSegments(path), segments(pattern));
}

/** `pagePaths` undefined: the pages are unsound, so links are not matched against them. */
function navProblems(nodes: unknown, pagePaths: string[] | undefined, where: string): string[] {
  if (!Array.isArray(nodes)) return [`${where} must be an array`];
  return nodes.flatMap((node: NavNode | unknown, i): string[] => {
    const at = `${where}[${i}]`;
    if (!isObject(node)) return [`${at} must be an object`];
    if (node.type === 'divider') return [];
    if (node.type === 'label') return isText(node.label) ? [] : [`${at}: label must not be empty`];
    if (node.type !== 'link') return [`${at}: type must be 'link', 'divider' or 'label'`];
    const problems: string[] = [];
    if (!isText(node.label)) problems.push(`${at}: label must not be empty`);
    const pathProblem = relativePathProblem(node.path, at);
    if (pathProblem) problems.push(pathProblem);
    // A link nobody can render is a dead end in the menu: catch it when the applet is built.
    else if (pagePaths && !pagePaths.some((page) => matchesRoutePattern(node.path as string, page))) {
      problems.push(`${at}: no page matches path "${node.path}"`);
    }
    if (node.tag !== undefined && (!isText(node.tag) || (node.tag as string).length > NAV_TAG_MAX)) {
      problems.push(`${at}: tag must be a non-empty string of at most ${NAV_TAG_MAX} characters`);
    }
    problems.push(...requiresProblems(node.requires).map((p) => `${at}.${p}`));
    if (node.children !== undefined) problems.push(...navProblems(node.children, pagePaths, `${at}.children`));
    return problems;
  });
}

function pageProblems(pages: unknown): string[] {
  if (!Array.isArray(pages) || pages.length === 0) return ['pages must be a non-empty array'];
  const seen = new Set<string>();
  return pages.flatMap((page: unknown, i): string[] => {
    const at = `pages[${i}]`;
    if (!isObject(page)) return [`${at} must be an object`];
    const problems: string[] = [];
    const pathProblem = relativePathProblem(page.path, at);
    if (pathProblem) problems.push(pathProblem);
    else {
      const key = segments(page.path as string).join('/');
      if (seen.has(key)) problems.push(`${at}: duplicate page path "${page.path}"`);
      seen.add(key);
    }
    if (typeof page.load !== 'function') problems.push(`${at}: load must be a function returning import(...)`);
    if (page.hideAlerts !== undefined && typeof page.hideAlerts !== 'boolean') problems.push(`${at}: hideAlerts must be a boolean`);
    if (page.prefetch !== undefined && typeof page.prefetch !== 'function') problems.push(`${at}: prefetch must be a function`);
    return problems;
  });
}

/** undefined and null both mean "depends on no platform app". */
export function isPlatformAppOrNone(value: unknown): boolean {
  return value === undefined || value === null || (PLATFORM_APPS as readonly unknown[]).includes(value);
}

function requiresProblems(requires: unknown): string[] {
  if (requires === undefined) return [];
  if (!isObject(requires)) return ['requires must be an object'];
  const problems: string[] = [];
  const { flags, staff, devMode } = requires;
  if (flags !== undefined && !(Array.isArray(flags) && flags.every(isText))) {
    problems.push('requires.flags must be an array of flag names');
  }
  if (staff !== undefined && typeof staff !== 'boolean') problems.push('requires.staff must be a boolean');
  if (devMode !== undefined && typeof devMode !== 'boolean') problems.push('requires.devMode must be a boolean');
  return problems;
}

/**
 * Every problem with a manifest, not just the first: a third-party author fixes them in one
 * go. Types already catch most of this; the checks are for remotes built against older SDKs
 * and for plain-JS authors.
 */
export function manifestProblems(manifest: AppletManifest | unknown): string[] {
  if (!isObject(manifest)) return ['the manifest must be an object'];
  const { id, route, title, description, icon, sdkVersion } = manifest;
  const problems: string[] = [];
  if (typeof id !== 'string' || !APPLET_ID_PATTERN.test(id)) problems.push(`id must match ${APPLET_ID_PATTERN}`);
  if (typeof route !== 'string' || !APPLET_ROUTE_PATTERN.test(route)) {
    problems.push(`route must be one URL segment matching ${APPLET_ROUTE_PATTERN}`);
  }
  if (!isText(title)) problems.push('title must not be empty');
  if (typeof description !== 'string') problems.push('description must be a string');
  if (!isText(icon)) problems.push('icon must be a Blueprint icon name');
  if (!isSdkRange(sdkVersion)) problems.push('sdkVersion must be a semver range such as "^1.0.0"');
  problems.push(...requiresProblems(manifest.requires));
  if (!isPlatformAppOrNone(manifest.platformApp)) problems.push(`platformApp must be one of ${PLATFORM_APPS.join(', ')}, or null`);
  const pages = pageProblems(manifest.pages);
  const pagePaths = pages.length ? undefined : (manifest.pages as { path: string }[]).map((p) => p.path);
  problems.push(...pages, ...navProblems(manifest.nav, pagePaths, 'nav'));
  return problems;
}
