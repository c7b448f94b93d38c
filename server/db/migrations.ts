/**
 * Versioned schema migrations, applied in order at start inside one transaction each.
 * Never edit an applied migration: add a new one. Each entry is a list of single
 * statements because PGlite's extended protocol runs one statement per query.
 */
export interface Migration {
  version: number;
  name: string;
  statements: string[];
}

/** Migration 11's statement for one table and one side of `widgetOpts`. */
function cardVariantRewrite(table: 'recommendations' | 'recommendation_versions', side: 'desktop' | 'mobile'): string {
  const path = `'{widgetOpts,${side},emailCardVariant}'`;
  return `UPDATE ${table} SET doc = jsonb_set(doc, ${path},
    CASE doc #>> ${path} WHEN '1' THEN '"v1"'::jsonb ELSE '"v2"'::jsonb END)
    WHERE doc #>> ${path} IN ('1', '2')`;
}

export const MIGRATIONS: Migration[] = [
  {
    version: 1,
    name: 'documents, sessions and shop state',
    statements: [
      `CREATE TABLE users (
        id text PRIMARY KEY,
        email text NOT NULL UNIQUE,
        name text NOT NULL DEFAULT '',
        first text NOT NULL DEFAULT '',
        last text NOT NULL DEFAULT '',
        title text NOT NULL DEFAULT '',
        business_role text NOT NULL DEFAULT '',
        tel text NOT NULL DEFAULT '',
        image text NOT NULL DEFAULT '',
        ic_hash text NOT NULL DEFAULT '',
        password_hash text NOT NULL,
        version integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE TABLE organizations (
        id text PRIMARY KEY,
        name text NOT NULL,
        country text NOT NULL DEFAULT '',
        industry integer,
        time_zone text NOT NULL DEFAULT '',
        merchant_id text NOT NULL DEFAULT '',
        external text UNIQUE,
        platform_site_ids jsonb NOT NULL DEFAULT '[]',
        version integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE TABLE memberships (
        user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        organization_id text NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
        PRIMARY KEY (user_id, organization_id)
      )`,
      `CREATE TABLE sites (
        id text PRIMARY KEY,
        organization_id text NOT NULL REFERENCES organizations(id),
        external text NOT NULL UNIQUE,
        name text NOT NULL,
        url text NOT NULL,
        platform text NOT NULL,
        platform_site_id text NOT NULL DEFAULT '',
        merchant_id text NOT NULL DEFAULT '',
        time_zone text NOT NULL DEFAULT 'UTC',
        currency_name text NOT NULL DEFAULT 'USD',
        billing jsonb NOT NULL DEFAULT '{}',
        notification jsonb NOT NULL DEFAULT '{}',
        braintree_token text NOT NULL DEFAULT '',
        tag_validated timestamptz,
        tag_first_validated timestamptz,
        flags jsonb NOT NULL DEFAULT '{}',
        fav_icon text NOT NULL DEFAULT '',
        version integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE INDEX sites_organization ON sites (organization_id)`,
      `CREATE TABLE applet_docs (
        id text PRIMARY KEY,
        site_id text NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
        applet text NOT NULL,
        doc jsonb NOT NULL DEFAULT '{}',
        version integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (site_id, applet)
      )`,
      `CREATE TABLE sessions (
        id_hash text PRIMARY KEY,
        user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        csrf_token text NOT NULL,
        remember boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL,
        last_seen_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL
      )`,
      `CREATE INDEX sessions_user ON sessions (user_id)`,
      `CREATE TABLE login_failures (
        id serial PRIMARY KEY,
        account text NOT NULL,
        ip text NOT NULL,
        at timestamptz NOT NULL
      )`,
      `CREATE INDEX login_failures_account ON login_failures (account, at)`,
      `CREATE INDEX login_failures_ip ON login_failures (ip, at)`,
      `CREATE TABLE shop_installations (
        site_id text PRIMARY KEY REFERENCES sites(id) ON DELETE CASCADE,
        state jsonb NOT NULL DEFAULT '{}',
        version integer NOT NULL DEFAULT 0
      )`,
      `CREATE TABLE subscriptions (
        id text PRIMARY KEY,
        site_id text NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
        name text NOT NULL,
        status text NOT NULL,
        trial_days integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL,
        current_period_end timestamptz,
        test boolean NOT NULL DEFAULT false,
        return_url text NOT NULL DEFAULT '',
        line_items jsonb NOT NULL DEFAULT '[]'
      )`,
      `CREATE INDEX subscriptions_site ON subscriptions (site_id)`,
    ],
  },
  {
    version: 2,
    name: 'applet registry: external applets',
    statements: [
      // Built-in applets live in code (server/applets-registry/builtins.ts); only remotes that
      // staff register at run time are rows. id and route are unique here and, in code, against
      // the built-ins. scope names the remote's window global: two registrations sharing one
      // would overwrite each other's container, so it is unique too (one applet per container).
      `CREATE TABLE applet_registrations (
        id text PRIMARY KEY,
        route text NOT NULL UNIQUE,
        title text NOT NULL,
        description text NOT NULL DEFAULT '',
        icon text NOT NULL,
        sdk_version text NOT NULL,
        requires jsonb NOT NULL DEFAULT '{}',
        remote_url text NOT NULL,
        scope text NOT NULL UNIQUE,
        module text NOT NULL,
        created_by text REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        version integer NOT NULL DEFAULT 0
      )`,
    ],
  },
  {
    version: 3,
    name: 'demo shop catalogues and carts',
    statements: [
      // The demo storefront's catalogue: one row per product and collection, the engine's
      // CatalogProduct / CatalogCollection shape in doc. Inventory lives in doc's variants and
      // is updated in place (row lock) when an order is placed.
      `CREATE TABLE catalog_products (
        site_id text NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
        id text NOT NULL,
        handle text NOT NULL,
        position integer NOT NULL,
        published boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL,
        doc jsonb NOT NULL,
        PRIMARY KEY (site_id, id),
        UNIQUE (site_id, handle)
      )`,
      `CREATE TABLE catalog_collections (
        site_id text NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
        id text NOT NULL,
        handle text NOT NULL,
        position integer NOT NULL,
        doc jsonb NOT NULL,
        PRIMARY KEY (site_id, id),
        UNIQUE (site_id, handle)
      )`,
      // One cart per shop and visitor cookie; lines is [{ variantId, productId, quantity }].
      `CREATE TABLE carts (
        site_id text NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
        visitor_id text NOT NULL,
        lines jsonb NOT NULL DEFAULT '[]',
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (site_id, visitor_id)
      )`,
    ],
  },
  {
    version: 4,
    name: 'recommendations, their endpoints and the site settings document',
    statements: [
      // The fields the API filters, orders or guards on are columns; the rest of a
      // recommendation (widget options, styles, code, hyper block) is the jsonb doc.
      `CREATE TABLE recommendations (
        id text PRIMARY KEY,
        site_id text NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
        external text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('online', 'hyper-online', 'email')),
        status text NOT NULL CHECK (status IN ('initial', 'staging', 'production', 'deactivated', 'archived')),
        doc jsonb NOT NULL DEFAULT '{}',
        version integer NOT NULL DEFAULT 0,
        ever_production boolean NOT NULL DEFAULT false,
        ever_updated boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (site_id, external)
      )`,
      `CREATE INDEX recommendations_site_status ON recommendations (site_id, status)`,
      // The demo platform's provisioning: one row per site and recipe endpoint. Readiness
      // is computed from these timestamps at read time, so no timer has to survive a restart.
      `CREATE TABLE rec_endpoints (
        site_id text NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
        endpoint text NOT NULL,
        campaign_requested_at timestamptz,
        campaign_deleted_at timestamptz,
        PRIMARY KEY (site_id, endpoint)
      )`,
      `CREATE TABLE site_settings (
        id text PRIMARY KEY,
        site_id text NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
        applet text NOT NULL,
        doc jsonb NOT NULL DEFAULT '{}',
        version integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (site_id, applet)
      )`,
    ],
  },
  {
    version: 5,
    name: 'sites may belong to no organization yet',
    statements: [
      // A shop whose app is installed before its company exists: POST /api/organizations
      // claims only such sites, so a site already in an organization is never moved.
      `ALTER TABLE sites ALTER COLUMN organization_id DROP NOT NULL`,
    ],
  },
  {
    version: 6,
    name: 'sign-in throttling by device',
    statements: [
      // Attempts are written before the password is hashed (server/auth/throttle.ts), with the
      // browser's device cookie, so an owner's own browser is never locked out by others.
      `ALTER TABLE login_failures ADD COLUMN device text`,
      `CREATE INDEX login_failures_device ON login_failures (account, device)`,
      `CREATE TABLE login_devices (
        token_hash text NOT NULL,
        account text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (token_hash, account)
      )`,
    ],
  },
  {
    version: 7,
    name: 'applet registry: manifests, enable/disable, load errors, platform app',
    statements: [
      // The shop app whose installation check runs above the applet (manifest platformApp);
      // NULL is none. Remotes registered before this depended on none: their check goes away.
      `ALTER TABLE applet_registrations ADD COLUMN platform_app text CHECK (platform_app IN ('rec', 'chk'))`,
      // A disabled registration stays listed for staff but launches for nobody.
      `ALTER TABLE applet_registrations ADD COLUMN enabled boolean NOT NULL DEFAULT true`,
      // The applet.json it was registered from, when it was (re-read on re-registration).
      `ALTER TABLE applet_registrations ADD COLUMN manifest_url text`,
      // The last failure a console reported loading it: what staff see on the registry page.
      `ALTER TABLE applet_registrations ADD COLUMN last_load_error text`,
      `ALTER TABLE applet_registrations ADD COLUMN last_load_error_at timestamptz`,
    ],
  },
  {
    version: 8,
    name: 'recommendation versions: every save keeps the document it made',
    statements: [
      // One row per save (PUT): who, when, which top-level fields changed, and the document
      // after it, so the editor can list the last ones and restore one as a new save.
      `CREATE TABLE recommendation_versions (
        id bigserial PRIMARY KEY,
        rec_id text NOT NULL REFERENCES recommendations(id) ON DELETE CASCADE,
        version integer NOT NULL,
        user_id text,
        user_name text NOT NULL DEFAULT '',
        changed jsonb NOT NULL DEFAULT '[]',
        doc jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE INDEX recommendation_versions_rec ON recommendation_versions (rec_id, id DESC)`,
    ],
  },
  {
    version: 9,
    name: 'report markers: what changed on a site, drawn on the report trends',
    statements: [
      // One row per change a merchant would look for when a trend line moves: a
      // recommendation went live or stopped showing, the plan changed. rec_id has no foreign
      // key and the label is kept, so a deleted recommendation's marker still explains its dip.
      `CREATE TABLE report_markers (
        id bigserial PRIMARY KEY,
        site_id text NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
        at timestamptz NOT NULL,
        kind text NOT NULL CHECK (kind IN ('published', 'paused', 'plan')),
        rec_id text,
        label text NOT NULL DEFAULT ''
      )`,
      `CREATE INDEX report_markers_site_at ON report_markers (site_id, at)`,
    ],
  },
  {
    version: 10,
    name: 'staff action log: who did what, when, on which site',
    statements: [
      // Durable on purpose: no foreign keys, and the user's email and the site's name are
      // copied in, so a row still says who and where after the user or the site is gone.
      `CREATE TABLE staff_actions (
        id bigserial PRIMARY KEY,
        user_id text NOT NULL,
        user_email text NOT NULL,
        user_name text NOT NULL DEFAULT '',
        action text NOT NULL,
        site_id text,
        site_name text NOT NULL DEFAULT '',
        detail jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE INDEX staff_actions_site ON staff_actions (site_id, id DESC)`,
    ],
  },
  {
    version: 11,
    name: "recommendation documents: the email card variant as 'v1' / 'v2'",
    statements: [
      // Before SDK 1.8.1 the variant could be stored as 1 / 2 (a number, or its text). Rewritten
      // once here, in the documents and in their saved versions (a restore writes those back),
      // so readers see one form. The document's version (__v) is left alone: the content means
      // the same, and an editor holding it must still be able to save.
      ...(['recommendations', 'recommendation_versions'] as const).flatMap((table) =>
        (['desktop', 'mobile'] as const).map((side) => cardVariantRewrite(table, side)),
      ),
    ],
  },
  {
    version: 12,
    name: 'recommendations holdout: a baseline share and a salt per site, and its report marker',
    statements: [
      // One row per site, made on first use with a random salt (server/recommendations/
      // holdout-store.ts): the salt is never chosen by a client and never changes, so a
      // visitor keeps their arm for as long as the site exists.
      `CREATE TABLE rec_holdouts (
        site_id text PRIMARY KEY REFERENCES sites(id) ON DELETE CASCADE,
        share_pct integer NOT NULL CHECK (share_pct BETWEEN 0 AND 50),
        salt text NOT NULL,
        version integer NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
      `ALTER TABLE report_markers DROP CONSTRAINT report_markers_kind_check`,
      `ALTER TABLE report_markers ADD CONSTRAINT report_markers_kind_check CHECK (kind IN ('published', 'paused', 'plan', 'holdout'))`,
    ],
  },
];
