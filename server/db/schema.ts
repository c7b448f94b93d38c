import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { CatalogCollection, CatalogProduct } from '../../plugins/recommendations/engine/types';

/** Table shapes for the typed query layer. Column names are snake_case; the API maps them. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Version = ColumnType<number, number | undefined, number>;
/** A column with a database default: optional on insert. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface UsersTable {
  id: string;
  email: string;
  name: Defaulted<string>;
  first: Defaulted<string>;
  last: Defaulted<string>;
  title: Defaulted<string>;
  business_role: Defaulted<string>;
  tel: Defaulted<string>;
  image: Defaulted<string>;
  ic_hash: Defaulted<string>;
  password_hash: string;
  version: Version;
  created_at: CreatedAt;
}

export interface OrganizationsTable {
  id: string;
  name: string;
  country: Defaulted<string>;
  industry: Defaulted<number | null>;
  time_zone: Defaulted<string>;
  merchant_id: Defaulted<string>;
  external: Defaulted<string | null>;
  platform_site_ids: JSONColumnType<string[]>;
  version: Version;
  created_at: CreatedAt;
}

export interface MembershipsTable {
  user_id: string;
  organization_id: string;
}

export interface SitesTable {
  id: string;
  /** null: a shop whose company is not created yet (only staff see it until it is claimed). */
  organization_id: string | null;
  external: string;
  name: string;
  url: string;
  platform: string;
  platform_site_id: Defaulted<string>;
  merchant_id: Defaulted<string>;
  time_zone: Defaulted<string>;
  currency_name: Defaulted<string>;
  billing: JSONColumnType<Record<string, unknown>>;
  notification: JSONColumnType<Record<string, unknown>>;
  braintree_token: Defaulted<string>;
  tag_validated: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  tag_first_validated: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  flags: JSONColumnType<Record<string, unknown>>;
  fav_icon: Defaulted<string>;
  version: Version;
  created_at: CreatedAt;
}

export interface AppletDocsTable {
  id: string;
  site_id: string;
  applet: string;
  doc: JSONColumnType<Record<string, unknown>>;
  version: Version;
  created_at: CreatedAt;
}

export interface SessionsTable {
  /** sha256 of the cookie value: a leaked table does not hand out live sessions. */
  id_hash: string;
  user_id: string;
  csrf_token: string;
  remember: boolean;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  account: string;
  ip: string;
  /** sha256 of the browser's device cookie, when it sent one. */
  device: string | null;
  at: Timestamp;
}

/** Browsers that signed in to an account before (server/auth/throttle.ts). */
export interface LoginDevicesTable {
  token_hash: string;
  account: string;
  created_at: CreatedAt;
}

export interface ShopInstallationsTable {
  site_id: string;
  state: JSONColumnType<Record<string, unknown>>;
  version: Version;
}

export interface SubscriptionsTable {
  id: string;
  site_id: string;
  name: string;
  status: string;
  trial_days: Defaulted<number>;
  created_at: Timestamp;
  current_period_end: Timestamp | null;
  test: Defaulted<boolean>;
  return_url: Defaulted<string>;
  line_items: JSONColumnType<Array<Record<string, unknown>>>;
}

export interface AppletRegistrationsTable {
  id: string;
  route: string;
  title: string;
  description: Defaulted<string>;
  icon: string;
  sdk_version: string;
  /** AppletRequirements: { flags?: string[]; staff?: boolean; devMode?: boolean }. */
  requires: JSONColumnType<{ flags?: string[]; staff?: boolean; devMode?: boolean }>;
  remote_url: string;
  scope: string;
  module: string;
  created_by: string | null;
  created_at: CreatedAt;
  version: Version;
  /** Manifest platformApp: 'rec' | 'chk', or NULL for none (migration 7). */
  platform_app: string | null;
  enabled: Defaulted<boolean>;
  manifest_url: string | null;
  last_load_error: string | null;
  last_load_error_at: Date | string | null;
}

export interface RecommendationsTable {
  id: string;
  site_id: string;
  external: string;
  kind: string;
  status: string;
  doc: JSONColumnType<Record<string, unknown>>;
  version: Version;
  ever_production: Defaulted<boolean>;
  ever_updated: Defaulted<boolean>;
  created_at: CreatedAt;
  updated_at: Defaulted<Date | string>;
}

export interface RecommendationVersionsTable {
  id: Generated<number>;
  rec_id: string;
  version: number;
  user_id: string | null;
  user_name: Defaulted<string>;
  changed: JSONColumnType<string[]>;
  doc: JSONColumnType<Record<string, unknown>>;
  created_at: CreatedAt;
}

export interface ReportMarkersTable {
  id: Generated<number>;
  site_id: string;
  at: ColumnType<Date, Date | string, never>;
  kind: 'published' | 'paused' | 'plan' | 'holdout';
  rec_id: string | null;
  label: Defaulted<string>;
}

/** The recommendations holdout of a site (issue 26 §2): its baseline share and hash salt. */
export interface RecHoldoutsTable {
  site_id: string;
  share_pct: number;
  salt: string;
  version: Version;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface StaffActionsTable {
  id: Generated<number>;
  user_id: string;
  user_email: string;
  user_name: Defaulted<string>;
  action: string;
  site_id: string | null;
  site_name: Defaulted<string>;
  detail: JSONColumnType<Record<string, unknown>>;
  created_at: CreatedAt;
}

export interface RecEndpointsTable {
  site_id: string;
  endpoint: string;
  campaign_requested_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  campaign_deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface SiteSettingsTable {
  id: string;
  site_id: string;
  applet: string;
  doc: JSONColumnType<Record<string, unknown>>;
  version: Version;
  created_at: CreatedAt;
  updated_at: Defaulted<Date | string>;
}

export interface CatalogProductsTable {
  site_id: string;
  id: string;
  handle: string;
  position: number;
  published: Defaulted<boolean>;
  created_at: Timestamp;
  /** CatalogProduct (plugins/recommendations/engine/types.ts). */
  doc: JSONColumnType<CatalogProduct>;
}

export interface CatalogCollectionsTable {
  site_id: string;
  id: string;
  handle: string;
  position: number;
  /** CatalogCollection (plugins/recommendations/engine/types.ts). */
  doc: JSONColumnType<CatalogCollection>;
}

export interface CartLineRow {
  variantId: string;
  productId: string;
  quantity: number;
}

export interface CartsTable {
  site_id: string;
  visitor_id: string;
  lines: JSONColumnType<CartLineRow[]>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface MigrationsTable {
  version: number;
  name: string;
  applied_at: CreatedAt;
}

export interface Schema {
  users: UsersTable;
  organizations: OrganizationsTable;
  memberships: MembershipsTable;
  sites: SitesTable;
  applet_docs: AppletDocsTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  login_devices: LoginDevicesTable;
  shop_installations: ShopInstallationsTable;
  subscriptions: SubscriptionsTable;
  applet_registrations: AppletRegistrationsTable;
  recommendations: RecommendationsTable;
  recommendation_versions: RecommendationVersionsTable;
  report_markers: ReportMarkersTable;
  rec_endpoints: RecEndpointsTable;
  staff_actions: StaffActionsTable;
  rec_holdouts: RecHoldoutsTable;
  site_settings: SiteSettingsTable;
  catalog_products: CatalogProductsTable;
  catalog_collections: CatalogCollectionsTable;
  carts: CartsTable;
  schema_migrations: MigrationsTable;
}
