// The same tracking scenario with the analytics on embedded ClickHouse (ANALYTICS_ENGINE=chdb):
// the tag's events written, the report, ogr and agency-info read back, QA traffic left out. The
// route's own HTTP checks do not depend on the engine and run once, in tracking.test.ts.
import { describeTracking } from './tracking-scenario';

jest.setTimeout(240_000);

describeTracking('storefront tracking and attribution on embedded ClickHouse', {
  env: { ANALYTICS_ENGINE: 'chdb', ANALYTICS_SEED_DAYS: '30' },
  httpChecks: false,
  // The first start seeds and hands every table over to ClickHouse.
  startTimeoutMs: 180_000,
});
