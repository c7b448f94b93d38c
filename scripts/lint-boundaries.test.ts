// Proves that `npm run lint` enforces the boundary table of ARCHITECTURE.md: one test per row,
// each with imports the row forbids and imports it allows, linted with the real eslint.config.mjs.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

type Verdict = 'refused' | 'allowed';
type Case = [from: string, specifier: string, verdict: Verdict];
interface LintMessage {
  ruleId: string | null;
  message: string;
}

const BOUNDARY_RULES = new Set(['no-restricted-imports', 'no-restricted-syntax']);

const ROWS: Record<string, Case[]> = {
  'plugins/<id>: sdk, its own files and npm packages only': [
    ['plugins/x/a.ts', '../../core/foo', 'refused'],
    ['plugins/x/a.ts', '../y/b', 'refused'],
    ['plugins/x/a.ts', '../../plugins/y/b', 'refused'],
    ['plugins/x/a.ts', '../../sandbox/editor/frame', 'refused'],
    ['plugins/x/a.ts', '../../server/db', 'refused'],
    ['plugins/x/ui/pages/Page.tsx', '../../../../core/foo', 'refused'],
    ['plugins/x/ui/pages/Page.tsx', '../../../y/store', 'refused'],
    ['plugins/x/server/routes.ts', '../../../server/db', 'refused'],
    ['plugins/x/a.ts', '../../sdk', 'allowed'],
    ['plugins/x/a.ts', './ui/store', 'allowed'],
    ['plugins/x/ui/pages/Page.tsx', '../../logic/score', 'allowed'],
    ['plugins/x/ui/pages/Page.tsx', '../../../../sdk/sandbox/editor', 'allowed'],
    ['plugins/x/a.ts', 'mobx-state-tree', 'allowed'],
  ],
  'sandbox/*: sdk contracts, own code and npm packages; never core or server': [
    ['sandbox/editor/a.ts', '../../core/foo', 'refused'],
    ['sandbox/preview/agent/b.ts', '../../../server/storefront', 'refused'],
    ['sandbox/editor/a.ts', '../../sdk/sandbox/editor', 'allowed'],
    ['sandbox/preview/a.ts', './widgets/render', 'allowed'],
    ['sandbox/editor/a.ts', 'penpal', 'allowed'],
  ],
  'sdk: itself and npm packages; never core, plugins or server': [
    ['sdk/a.ts', '../core/foo', 'refused'],
    ['sdk/a.ts', '../plugins/x', 'refused'],
    ['sdk/sandbox/editor.ts', '../../server/db', 'refused'],
    ['sdk/a.ts', './types', 'allowed'],
    ['sdk/sandbox/editor.ts', '../types', 'allowed'],
    ['sdk/a.ts', 'react', 'allowed'],
  ],
  'core: sdk and itself; plugins only from the built-in registry; never server': [
    ['core/a.ts', '../plugins/x', 'refused'],
    ['core/shell/AppHeader.tsx', '../../plugins/x/ui/page', 'refused'],
    ['core/a.ts', '../server/db', 'refused'],
    ['core/applets/builtin-registry.ts', '../../server/db', 'refused'],
    ['core/applets/builtin-registry.ts', '../../plugins/recommendations', 'allowed'],
    ['core/a.ts', '../sdk', 'allowed'],
    ['core/shell/AppHeader.tsx', '../session/SessionProvider', 'allowed'],
    ['core/a.ts', '@blueprintjs/core', 'allowed'],
  ],
  'server: itself, plugin server/ and logic; no React, browser modules, core, sandbox, sdk UI': [
    ['server/a.ts', 'react', 'refused'],
    ['server/a.ts', 'react-dom/server', 'refused'],
    ['server/a.ts', '@blueprintjs/core', 'refused'],
    ['server/auth/a.ts', '../../core/api/http', 'refused'],
    ['server/a.ts', '../sandbox/preview/agent', 'refused'],
    ['server/a.ts', '../sdk/react/hooks', 'refused'],
    ['server/a.ts', '../plugins/x/ui/page', 'refused'],
    ['server/a.ts', './db', 'allowed'],
    ['server/applets/routes.ts', '../../plugins/x/server/routes', 'allowed'],
    ['server/applets/routes.ts', '../../plugins/x/logic/score', 'allowed'],
    ['server/a.ts', '../sdk/manifest', 'allowed'],
    ['server/a.ts', 'fastify', 'allowed'],
    ['server/a.ts', 'reactive-thing', 'allowed'],
  ],
};

const STATIC_IMPORT = (specifier: string) => `import * as target from '${specifier}';\nexport { target };\n`;
const DYNAMIC_IMPORT = (specifier: string) => `export const load = () => import('${specifier}');\n`;

/** Lints every snippet in one ESLint process (see scripts/lint-text.mjs for why a process). */
function lint(snippets: { filePath: string; code: string }[]): LintMessage[][] {
  const output = execFileSync(process.execPath, [path.join(__dirname, 'lint-text.mjs')], {
    input: JSON.stringify(snippets),
    encoding: 'utf8',
  });
  return JSON.parse(output) as LintMessage[][];
}

const allCases = Object.values(ROWS).flat();
let verdicts: Map<Case, { static: Verdict; dynamic: Verdict }>;

beforeAll(() => {
  const snippets = allCases.flatMap(([filePath, specifier]) => [
    { filePath, code: STATIC_IMPORT(specifier) },
    { filePath, code: DYNAMIC_IMPORT(specifier) },
  ]);
  const results = lint(snippets);
  const verdictOf = (messages: LintMessage[]): Verdict => {
    // A parse error has no rule id: it would make every import look "allowed".
    const fatal = messages.find((m) => m.ruleId === null);
    if (fatal) throw new Error(`snippet did not parse: ${fatal.message}`);
    return messages.some((m) => BOUNDARY_RULES.has(m.ruleId ?? '')) ? 'refused' : 'allowed';
  };
  verdicts = new Map(
    allCases.map((c, i) => [c, { static: verdictOf(results[2 * i]), dynamic: verdictOf(results[2 * i + 1]) }]),
  );
}, 60_000);

describe('import boundaries (ARCHITECTURE.md)', () => {
  it.each(Object.entries(ROWS))('%s', (_row, cases) => {
    const actual = cases.map((c) => ({ import: `${c[0]} -> ${c[1]}`, ...verdicts.get(c) }));
    const expected = cases.map(([from, specifier, verdict]) => ({
      import: `${from} -> ${specifier}`,
      static: verdict,
      dynamic: verdict,
    }));
    expect(actual).toEqual(expected);
  });
});
