import type { Selectable } from 'kysely';
import type { PlatformApp } from '../../sdk/applet/manifest';
import type { AppletRegistration } from '../../sdk/applet/registration';
import type { Db } from '../db/database';
import type { AppletRegistrationsTable } from '../db/schema';
import type { NewRemoteApplet } from './validate';

type Row = Selectable<AppletRegistrationsTable>;

/** A registration plus who registered it and when: what staff see when they manage the registry. */
export interface ManagedRegistration extends AppletRegistration {
  readonly builtin: boolean;
  readonly createdBy?: string | null;
  readonly createdAt?: string;
  readonly __v?: number;
  /** A disabled registration launches for nobody; built-ins are always enabled. */
  readonly enabled: boolean;
  /** The applet.json it was registered from, if it was. */
  readonly manifestUrl?: string | null;
  /** The last failure a console reported loading it. */
  readonly lastLoadError?: { readonly message: string; readonly at: string } | null;
}

export function registrationJson(row: Row): AppletRegistration {
  return {
    id: row.id,
    route: row.route,
    title: row.title,
    description: row.description,
    icon: row.icon,
    sdkVersion: row.sdk_version,
    requires: row.requires ?? {},
    platformApp: (row.platform_app as PlatformApp | null) ?? null,
    source: { kind: 'remote', url: row.remote_url, scope: row.scope, module: row.module },
  };
}

export function managedJson(row: Row): ManagedRegistration {
  return {
    ...registrationJson(row),
    builtin: false,
    enabled: row.enabled,
    manifestUrl: row.manifest_url,
    lastLoadError: row.last_load_error ? { message: row.last_load_error, at: new Date(row.last_load_error_at ?? row.created_at).toISOString() } : null,
    createdBy: row.created_by,
    createdAt: new Date(row.created_at).toISOString(),
    __v: row.version,
  };
}

export function listRemoteRows(db: Db): Promise<Row[]> {
  return db.selectFrom('applet_registrations').selectAll().orderBy('created_at').orderBy('id').execute();
}

/** What merchants may launch: enabled registrations only. */
export function listEnabledRemoteRows(db: Db): Promise<Row[]> {
  return db.selectFrom('applet_registrations').selectAll().where('enabled', '=', true).orderBy('created_at').orderBy('id').execute();
}

export function findRemoteRow(db: Db, id: string): Promise<Row | undefined> {
  return db.selectFrom('applet_registrations').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Enables or disables the registration if it is still at `version`; undefined otherwise. */
export function setRemoteEnabled(db: Db, id: string, enabled: boolean, version: number): Promise<Row | undefined> {
  // Enabling again starts with a clean slate: the old error was about code that may be fixed.
  const clear = enabled ? { last_load_error: null, last_load_error_at: null } : {};
  return db
    .updateTable('applet_registrations')
    .set((eb) => ({ enabled, ...clear, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', version)
    .returningAll()
    .executeTakeFirst();
}

/** Don't rewrite the same error more often than this: every merchant's console may report it. */
export const LOAD_ERROR_REWRITE_MS = 60_000;

/** Records a console's failure to load a remote; false when there is no such registration. */
export async function recordLoadError(db: Db, id: string, message: string, now = new Date()): Promise<boolean> {
  const row = await db.selectFrom('applet_registrations').select(['last_load_error', 'last_load_error_at']).where('id', '=', id).executeTakeFirst();
  if (!row) return false;
  const last = row.last_load_error_at ? new Date(row.last_load_error_at).getTime() : 0;
  if (row.last_load_error === message && now.getTime() - last < LOAD_ERROR_REWRITE_MS) return true;
  await db.updateTable('applet_registrations').set({ last_load_error: message, last_load_error_at: now }).where('id', '=', id).execute();
  return true;
}

export function insertRemote(db: Db, applet: NewRemoteApplet, createdBy: string, manifestUrl: string | null = null): Promise<Row> {
  return db
    .insertInto('applet_registrations')
    .values({
      id: applet.id,
      route: applet.route,
      title: applet.title,
      description: applet.description,
      icon: applet.icon,
      sdk_version: applet.sdkVersion,
      requires: JSON.stringify(applet.requires),
      remote_url: applet.source.url,
      scope: applet.source.scope,
      module: applet.source.module,
      platform_app: applet.platformApp,
      manifest_url: manifestUrl,
      created_by: createdBy,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteRemote(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('applet_registrations').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The origins remote code is loaded from, for the console's CSP. */
export async function remoteOriginsIn(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('applet_registrations').select('remote_url').distinct().execute();
  const origins = new Set<string>();
  for (const { remote_url } of rows) {
    try {
      origins.add(new URL(remote_url).origin);
    } catch {
      // Validated on insert; a row edited by hand into nonsense is left out of the CSP, not fatal.
    }
  }
  return [...origins].sort();
}
