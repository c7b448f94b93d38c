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
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be an integer >= ${min}, got "${raw}"`);
  }
  return value;
}

function decimal(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min) throw new Error(`${name} must be a number >= ${min}, got "${raw}"`);
  return value;
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
  };
}
