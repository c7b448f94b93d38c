import path from 'node:path';

/** Everything the server reads from the environment, parsed once and validated. */
export interface ServerConfig {
  port: number;
  storefrontPort: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  staffEmailDomains: string[];
  staffExcludedEmails: string[];
  /** Idle timeout for sessions not marked "remember me". */
  sessionIdleMs: number;
  /** Hard upper bound on any session's life, remembered or not. */
  sessionAbsoluteMs: number;
  rememberMaxAgeMs: number;
  loginMaxFailuresPerAccount: number;
  loginMaxFailuresPerIp: number;
  loginFailureWindowMs: number;
  /** Organizations one (non-staff) user may belong to before creating more is refused. */
  maxOrganizationsPerUser: number;
  supportEmail: string;
  consoleDir: string;
  /** The built storefront tag (webpack.storefront.config.ts): served at /storefront/. */
  tagDir: string;
  publicOrigin: string;
  storefrontOrigin: string;
  /** When true, cookies are marked Secure (set behind https). */
  secureCookies: boolean;
  seed: boolean;
  /** Days of analytics history the seed generates (ANALYTICS_SEED_DAYS); 0 disables it. */
  analyticsSeedDays: number;
  /** Analytics seed volume multiplier (ANALYTICS_SEED_SCALE, e.g. 0.1); 0 disables it. */
  analyticsSeedScale: number;
  /** Time an analytics query may take before it answers QUERY_QUEUED and finishes in the background (0: always queue). */
  analyticsQueryBudgetMs: number;
  /** How long the demo platform takes to publish a recommendation campaign (Go Live ~20 minutes). */
  demoProvisionMs: number;
  /**
   * A market benchmark value is sent only when at least this many shops besides the caller's
   * own built it (MARKET_MIN_SHOPS; CONTRACT.md "Market privacy").
   */
  marketMinShops: number;
  /** Query units one GraphQL request may cost (analytics/query/cost.ts). */
  analyticsMaxRequestCost: number;
  /** Bytes one GraphQL answer may hold. */
  graphqlMaxResponseBytes: number;
  /** Days a recommendation click may precede an order and still be credited (ATTRIBUTION_WINDOW_DAYS). */
  attributionWindowDays: number;
  /** Storefront events route limits, in batches per minute (TRACKING_*_BATCHES_PER_MINUTE). */
  trackingVisitorBatchesPerMinute: number;
  trackingIpBatchesPerMinute: number;
  /** How often queued events are written to the analytics store (TRACKING_FLUSH_MS). */
  trackingFlushMs: number;
  /**
   * The analytics engine (ANALYTICS_ENGINE): embedded DuckDB (default), embedded ClickHouse
   * (chDB, <dataDir>/analytics.chdb) or a ClickHouse server/cluster at analyticsUrl.
   */
  analyticsEngine: AnalyticsEngine;
  /** ANALYTICS_URL, http(s)://user:pass@host:8123/db: set exactly when the engine is 'clickhouse'. */
  analyticsUrl: string | undefined;
  /**
   * VITRINE_ALLOW_LOOPBACK_APPLETS=1: registering an applet by URL may read an applet.json from
   * this machine's loopback (a developer's own console and `npm run dev`, CI). Private,
   * link-local and metadata addresses stay refused either way.
   */
  allowLoopbackApplets: boolean;
}

export const ANALYTICS_ENGINES = ['duckdb', 'chdb', 'clickhouse'] as const;
export type AnalyticsEngine = (typeof ANALYTICS_ENGINES)[number];

/**
 * Below five shops a benchmark is close to one competitor's own numbers (and with two, your
 * own shop plus theirs, it is theirs exactly): the setting may raise the bar, never lower it.
 */
export const MARKET_MIN_SHOPS_FLOOR = 5;

/** A setting the server cannot start with: main prints the message alone, without a stack. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new ConfigError(`${name} must be an integer >= ${min}, got "${raw}"`);
  }
  return value;
}

function decimal(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min) throw new ConfigError(`${name} must be a number >= ${min}, got "${raw}"`);
  return value;
}

function marketMinShops(env: NodeJS.ProcessEnv): number {
  const raw = env.MARKET_MIN_SHOPS;
  if (raw === undefined || raw === '') return MARKET_MIN_SHOPS_FLOOR;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < MARKET_MIN_SHOPS_FLOOR) {
    throw new ConfigError(
      `MARKET_MIN_SHOPS must be a whole number of at least ${MARKET_MIN_SHOPS_FLOOR}, got "${raw}": ` +
        'with fewer shops a market comparison would show single competitors their numbers',
    );
  }
  return value;
}

/** ANALYTICS_URL alone means a ClickHouse server; an engine that contradicts it is refused. */
function analyticsEngine(env: NodeJS.ProcessEnv): { analyticsEngine: AnalyticsEngine; analyticsUrl: string | undefined } {
  const rawEngine = env.ANALYTICS_ENGINE?.trim().toLowerCase() || undefined;
  const url = env.ANALYTICS_URL?.trim() || undefined;
  if (rawEngine !== undefined && !(ANALYTICS_ENGINES as readonly string[]).includes(rawEngine)) {
    throw new ConfigError(`ANALYTICS_ENGINE must be one of ${ANALYTICS_ENGINES.join(', ')}, got "${env.ANALYTICS_ENGINE}"`);
  }
  const engine = (rawEngine ?? (url ? 'clickhouse' : 'duckdb')) as AnalyticsEngine;
  if (engine === 'clickhouse' && !url) throw new ConfigError('ANALYTICS_ENGINE=clickhouse needs ANALYTICS_URL (http(s)://user:password@host:8123/database)');
  if (engine !== 'clickhouse' && url) throw new ConfigError(`ANALYTICS_URL is set but ANALYTICS_ENGINE is ${engine}: leave ANALYTICS_ENGINE unset (or clickhouse) to use the server`);
  if (url) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(url);
    } catch {
      parsed = undefined;
    }
    if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || !parsed.hostname) {
      throw new ConfigError('ANALYTICS_URL must look like http(s)://user:password@host:8123/database');
    }
  }
  return { analyticsEngine: engine, analyticsUrl: url };
}

function flag(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '' || raw === '0') return false;
  if (raw === '1') return true;
  throw new ConfigError(`${name} must be 1 or 0, got "${raw}"`);
}

function list(env: NodeJS.ProcessEnv, name: string, fallback: string[]): string[] {
  const raw = env[name];
  if (raw === undefined) return fallback;
  return raw.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  const port = int(env, 'PORT', 8080);
  const storefrontPort = int(env, 'STOREFRONT_PORT', 8081);
  const host = env.HOST || '127.0.0.1';
  const publicHost = host === '0.0.0.0' || host === '127.0.0.1' ? 'localhost' : host;
  return {
    port,
    storefrontPort,
    host,
    dataDir: path.resolve(cwd, env.VITRINE_DATA_DIR || '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    staffEmailDomains: list(env, 'STAFF_EMAIL_DOMAINS', ['vitrine.dev', 'vitrine.io']),
    // The shop platform's service accounts sign in with a staff domain but are not people.
    staffExcludedEmails: list(env, 'STAFF_EXCLUDED_EMAILS', [
      'shopify-service@vitrine.io',
      'shopify-review@vitrine.io',
    ]),
    sessionIdleMs: int(env, 'SESSION_IDLE_SECONDS', 30 * 60, 1) * 1000,
    sessionAbsoluteMs: int(env, 'SESSION_ABSOLUTE_SECONDS', 30 * 24 * 3600, 1) * 1000,
    rememberMaxAgeMs: 365 * DAY,
    loginMaxFailuresPerAccount: int(env, 'LOGIN_MAX_FAILURES_PER_ACCOUNT', 100, 1),
    maxOrganizationsPerUser: int(env, 'MAX_ORGANIZATIONS_PER_USER', 20, 1),
    loginMaxFailuresPerIp: int(env, 'LOGIN_MAX_FAILURES_PER_IP', 300, 1),
    loginFailureWindowMs: int(env, 'LOGIN_FAILURE_WINDOW_SECONDS', 3600, 1) * 1000,
    supportEmail: env.SUPPORT_EMAIL || 'support@vitrine.dev',
    consoleDir: path.resolve(cwd, env.VITRINE_CONSOLE_DIR || 'dist/console'),
    tagDir: path.resolve(cwd, env.VITRINE_TAG_DIR || 'dist/storefront'),
    publicOrigin: env.PUBLIC_ORIGIN || `http://${publicHost}:${port}`,
    storefrontOrigin: env.STOREFRONT_ORIGIN || `http://${publicHost}:${storefrontPort}`,
    secureCookies: (env.PUBLIC_ORIGIN || '').startsWith('https://'),
    seed: env.VITRINE_SEED !== '0',
    analyticsSeedDays: int(env, 'ANALYTICS_SEED_DAYS', 180),
    analyticsSeedScale: decimal(env, 'ANALYTICS_SEED_SCALE', 1),
    analyticsQueryBudgetMs: int(env, 'ANALYTICS_QUERY_BUDGET_MS', 8000),
    demoProvisionMs: int(env, 'DEMO_PROVISION_SECONDS', 20 * 60) * 1000,
    marketMinShops: marketMinShops(env),
    analyticsMaxRequestCost: int(env, 'ANALYTICS_MAX_REQUEST_COST', 120, 10),
    graphqlMaxResponseBytes: int(env, 'GRAPHQL_MAX_RESPONSE_BYTES', 8 * 1024 * 1024, 64 * 1024),
    attributionWindowDays: int(env, 'ATTRIBUTION_WINDOW_DAYS', 7, 1),
    trackingVisitorBatchesPerMinute: int(env, 'TRACKING_VISITOR_BATCHES_PER_MINUTE', 60, 1),
    trackingIpBatchesPerMinute: int(env, 'TRACKING_IP_BATCHES_PER_MINUTE', 1200, 1),
    trackingFlushMs: int(env, 'TRACKING_FLUSH_MS', 1000, 10),
    allowLoopbackApplets: flag(env, 'VITRINE_ALLOW_LOOPBACK_APPLETS'),
    ...analyticsEngine(env),
  };
}
