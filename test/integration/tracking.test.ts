// Storefront tracking and attribution over real HTTP on the default engine (DuckDB): the
// scenario is tracking-scenario.ts.
import { describeTracking } from './tracking-scenario';

jest.setTimeout(120_000);

describeTracking('storefront tracking and attribution', { httpChecks: true });
