// ESLint flat config. Besides typescript-eslint's recommended rules it enforces the import
// boundaries of ARCHITECTURE.md ("from / may import / must not import").
//
// How: `no-restricted-imports` sees only the specifier as written, so a relative import means
// something different at each folder depth ('../core' from core/a.ts is outside the repo,
// from plugins/x/a.ts it is plugins/core). We therefore generate one config block per folder
// and per depth, whose regexes know exactly how many '../' reach the repository root.
// Dynamic import() is checked the same way through `no-restricted-syntax`.
// scripts/lint-boundaries.test.ts proves every row of the table.
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const SOURCE_FILES = '*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}';
/** Deepest folder level checked below an area root (core/a/b/…/file.ts). */
const MAX_DEPTH = 12;

/** The one file of core that lists the built-in applet manifests and may import plugins. */
export const BUILTIN_REGISTRY = 'core/applets/builtin-registry.ts';

const BROWSER_MODULES = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'mobx-react-lite',
  '@blueprintjs/[^/]+',
  '@testing-library/[^/]+',
];

/** Root-relative folders whose React/browser part the server must not import. */
const SDK_UI = ['sdk/react', 'sdk/hooks', 'sdk/testing'];

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A specifier that climbs exactly `ups` levels and then enters one of `targets`. */
function climbsInto(ups, targets) {
  return `^(?:\\./)?(?:\\.\\./){${ups}}(?:${targets.join('|')})(?:/|$)`;
}

/** A specifier that climbs exactly `ups` levels and then enters any folder (not '..'). */
function climbsIntoAny(ups) {
  return `^(?:\\./)?(?:\\.\\./){${ups}}(?!\\.\\.(?:/|$))[^/]`;
}

/** A bare specifier naming a repository folder, in case someone adds a path alias. */
function bare(targets) {
  return `^(?:${targets.join('|')})(?:/|$)`;
}

/**
 * The restricted specifiers of each area, as regexes for a file `depth` folders below the
 * repository root (core/a.ts: 1, plugins/x/a.ts: 2).
 */
const AREAS = {
  plugins: {
    minDepth: 2,
    message: 'plugins/<id> may import only sdk, its own files and npm packages (ARCHITECTURE.md).',
    rules: (depth) => [
      climbsInto(depth, ['core', 'sandbox', 'server', 'plugins']),
      // depth - 1 levels up is plugins/: whatever comes next is another plugin (or a detour).
      climbsIntoAny(depth - 1),
      bare(['core', 'sandbox', 'server', 'plugins']),
    ],
  },
  sandbox: {
    minDepth: 1,
    message: 'sandbox code may import sdk/sandbox contracts, its own files and npm packages, never core or server.',
    rules: (depth) => [climbsInto(depth, ['core', 'server']), bare(['core', 'server'])],
  },
  sdk: {
    minDepth: 1,
    message: 'sdk may import only itself and npm packages: never core, plugins or server.',
    rules: (depth) => [climbsInto(depth, ['core', 'plugins', 'server']), bare(['core', 'plugins', 'server'])],
  },
  core: {
    minDepth: 1,
    message: `core may import sdk and itself; plugins only through ${BUILTIN_REGISTRY}, server never.`,
    rules: (depth) => [climbsInto(depth, ['plugins', 'server']), bare(['plugins', 'server'])],
  },
  server: {
    minDepth: 1,
    message: "server may import itself, a plugin's server/ and pure logic: no React, browser-only modules, core, sandbox or the sdk's UI.",
    rules: (depth) => [
      climbsInto(depth, ['core', 'sandbox', ...SDK_UI.map(escape), 'plugins/[^/]+/ui']),
      bare(['core', 'sandbox', ...SDK_UI.map(escape), 'plugins/[^/]+/ui']),
      `^(?:${BROWSER_MODULES.join('|')})(?:/|$)`,
    ],
  },
};

/** Both rules for one set of regexes: static imports/exports and dynamic import(). */
function boundaryRules(regexes, message) {
  return {
    'no-restricted-imports': ['error', { patterns: regexes.map((regex) => ({ regex, message })) }],
    'no-restricted-syntax': [
      'error',
      ...regexes.map((regex) => ({
        // esquery regex literals may not contain '/': spell it \x2F.
        selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\x2F')}/]`,
        message,
      })),
    ],
  };
}

function boundaryBlocks() {
  const blocks = [];
  for (const [area, { minDepth, message, rules }] of Object.entries(AREAS)) {
    for (let depth = minDepth; depth <= MAX_DEPTH; depth += 1) {
      blocks.push({
        name: `vitrine/boundaries/${area}/depth-${depth}`,
        files: [`${area}/${'*/'.repeat(depth - 1)}${SOURCE_FILES}`],
        rules: boundaryRules(rules(depth), message),
      });
    }
  }
  // Later blocks win for the same rule: the registry keeps core's other restriction.
  blocks.push({
    name: 'vitrine/boundaries/core/builtin-registry',
    files: [BUILTIN_REGISTRY],
    rules: boundaryRules([climbsInto(2, ['server']), bare(['server'])], AREAS.core.message),
  });
  return blocks;
}

export default defineConfig(
  { ignores: ['dist/**', 'node_modules/**', '.data/**', 'coverage/**'] },
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'test/**'],
    languageOptions: { globals: globals.jest },
  },
  ...boundaryBlocks(),
);
