import { APPLET_ID_PATTERN, APPLET_ROUTE_PATTERN } from '../../sdk/applet/validateManifest';
import type { AppletRequirements, PlatformApp } from '../../sdk/applet/manifest';
import { isPlatformAppOrNone } from '../../sdk/applet/validateManifest';
import { isSdkRange } from '../../sdk/version';
import { badRequest } from '../lib/errors';
import { httpUrl } from '../lib/urls';
import { asObject, onlyKeys } from '../lib/validate';
import { REGISTRY_MESSAGES as M } from './messages';

/** A remote applet as staff register it: the AppletRegistration JSON minus what is derived. */
export interface NewRemoteApplet {
  id: string;
  route: string;
  title: string;
  description: string;
  icon: string;
  sdkVersion: string;
  requires: AppletRequirements;
  /** The shop app whose installation check runs above the applet; null: none. */
  platformApp: PlatformApp | null;
  source: { kind: 'remote'; url: string; scope: string; module: string };
}

const FIELDS = ['id', 'route', 'title', 'description', 'icon', 'sdkVersion', 'requires', 'platformApp', 'source'] as const;
const SOURCE_FIELDS = ['kind', 'url', 'scope', 'module'] as const;
const REQUIRES_FIELDS = ['flags', 'staff', 'devMode'] as const;

/** Blueprint icon names are kebab-case words. */
const ICON_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Site flag names, as PATCH /api2/sites/:id accepts them. */
const FLAG_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;
/** The container's global: a plain JS identifier (no unicode escapes, no `$`-tricks beyond $ and _). */
const SCOPE_PATTERN = /^[A-Za-z_$][A-Za-z0-9_$]{0,63}$/;
/** An exposed module as ModuleFederationPlugin names it: './Applet', './applets/Main'. */
const MODULE_PATTERN = /^\.\/[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*$/;
const MAX_FLAGS = 20;
const MAX_URL = 2000;

/**
 * Reserved words cannot be `var` names, and the browser's own globals would be read (or
 * clobbered) instead of the remote's container.
 */
const RESERVED_SCOPES = new Set(
  (
    'break case catch class const continue debugger default delete do else enum export extends false finally for ' +
    'function if import in instanceof let new null return static super switch this throw true try typeof var void ' +
    'while with yield await implements interface package private protected public arguments eval undefined NaN ' +
    'Infinity globalThis window self document location top parent frames opener navigator history name ' +
    'localStorage sessionStorage fetch console Object Function Array String Number Boolean Symbol Promise JSON ' +
    'Math Reflect Proxy Error'
  ).split(' '),
);

function requiredString(body: Record<string, unknown>, key: string, max: number, where = key): string {
  const value = body[key];
  if (value === undefined || value === null) throw badRequest(M.missingField(where));
  if (typeof value !== 'string') throw badRequest(M.badType(where, 'a string'));
  if (value.length > max) throw badRequest(M.tooLong(where, max));
  if (!value.trim()) throw badRequest(M.missingField(where));
  return value;
}

/** Tests the value as sent: ' rec' is refused, not quietly trimmed into 'rec'. */
function matching(body: Record<string, unknown>, key: string, max: number, pattern: RegExp, rule: string, where = key): string {
  const value = requiredString(body, key, max, where);
  if (!pattern.test(value)) throw badRequest(M.pattern(where, rule));
  return value;
}

/**
 * Absolute http(s) only: javascript:, data:, file: and protocol-relative URLs never load as a
 * remote. httpUrl also checks the host name strictly, since the origin goes into the CSP: a
 * host like "a.com;script-src" parses as a URL but would add a directive.
 */
export function parseRemoteUrl(raw: string): string {
  const url = httpUrl(raw);
  if (!url) throw badRequest(M.badUrl);
  return url.href;
}

function parseRequires(raw: unknown): AppletRequirements {
  if (raw === undefined || raw === null) return {};
  const body = asObject(raw, 'requires');
  onlyKeys(body, REQUIRES_FIELDS);
  const requires: { flags?: string[]; staff?: boolean; devMode?: boolean } = {};
  if (body.flags !== undefined) {
    const { flags } = body;
    if (!Array.isArray(flags) || flags.length > MAX_FLAGS || !flags.every((f) => typeof f === 'string' && FLAG_PATTERN.test(f))) {
      throw badRequest(M.badType('requires.flags', `an array of at most ${MAX_FLAGS} site flag names`));
    }
    requires.flags = [...new Set(flags as string[])];
  }
  for (const key of ['staff', 'devMode'] as const) {
    if (body[key] === undefined) continue;
    if (typeof body[key] !== 'boolean') throw badRequest(M.badType(`requires.${key}`, 'a boolean'));
    requires[key] = body[key] as boolean;
  }
  return requires;
}

function parseSource(raw: unknown): NewRemoteApplet['source'] {
  if (raw === undefined || raw === null) throw badRequest(M.missingField('source'));
  const body = asObject(raw, 'source');
  onlyKeys(body, SOURCE_FIELDS);
  if (body.kind !== undefined && body.kind !== 'remote') throw badRequest(M.badKind);
  const url = parseRemoteUrl(requiredString(body, 'url', MAX_URL, 'source.url'));
  const scope = matching(body, 'scope', 64, SCOPE_PATTERN, 'be a JavaScript identifier (the remote container\'s name)', 'source.scope');
  if (RESERVED_SCOPES.has(scope)) throw badRequest(M.pattern('source.scope', 'not be a reserved word or a browser global'));
  const module = matching(body, 'module', 200, MODULE_PATTERN, "name an exposed module such as './Applet'", 'source.module');
  return { kind: 'remote', url, scope, module };
}

/**
 * Checks a POST /api2/applets body field by field: every failure is a 400 naming the field.
 * id and route follow the SDK's manifest rules, so whatever registers here can also pass
 * defineApplet with the same id and route.
 */
export function parseRemoteApplet(raw: unknown): NewRemoteApplet {
  const body = asObject(raw);
  onlyKeys(body, FIELDS);
  const id = matching(body, 'id', 32, APPLET_ID_PATTERN, `match ${APPLET_ID_PATTERN}`);
  const route = matching(body, 'route', 64, APPLET_ROUTE_PATTERN, `be one URL segment matching ${APPLET_ROUTE_PATTERN}`);
  const title = requiredString(body, 'title', 100).trim();
  let description = '';
  if (body.description !== undefined && body.description !== null) {
    if (typeof body.description !== 'string') throw badRequest(M.badType('description', 'a string'));
    if (body.description.length > 500) throw badRequest(M.tooLong('description', 500));
    description = body.description.trim();
  }
  const icon = matching(body, 'icon', 64, ICON_PATTERN, 'be a Blueprint icon name such as "application"');
  const sdkVersion = requiredString(body, 'sdkVersion', 100).trim();
  if (!isSdkRange(sdkVersion)) throw badRequest(M.badSdkRange);
  if (!isPlatformAppOrNone(body.platformApp)) throw badRequest(M.badPlatformApp);
  const platformApp = (body.platformApp ?? null) as PlatformApp | null;
  return { id, route, title, description, icon, sdkVersion, requires: parseRequires(body.requires), platformApp, source: parseSource(body.source) };
}
