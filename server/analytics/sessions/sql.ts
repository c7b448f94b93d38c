// The one piece of the sessionizer's SQL the two engines spell differently.
import type { AnalyticsDb } from '../store/types';

export type Db = AnalyticsDb & { readonly dialect?: string };

/** True when the bound string list `param` holds `expr`. */
export const inList = (db: Db, expr: string, param: string) =>
  db.dialect === 'clickhouse' ? `has(${param}, ${expr})` : `list_contains(${param}::VARCHAR[], ${expr})`;
