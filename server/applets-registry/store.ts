import type { Selectable } from 'kysely';
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
    source: { kind: 'remote', url: row.remote_url, scope: row.scope, module: row.module },
  };
}

export function managedJson(row: Row): ManagedRegistration {
  return {
    ...registrationJson(row),
    builtin: false,
    createdBy: row.created_by,
    createdAt: new Date(row.created_at).toISOString(),
    __v: row.version,
  };
}

export function listRemoteRows(db: Db): Promise<Row[]> {
  return db.selectFrom('applet_registrations').selectAll().orderBy('created_at').orderBy('id').execute();
}

export function insertRemote(db: Db, applet: NewRemoteApplet, createdBy: string): Promise<Row> {
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
