// Three projects so `npm test` can run them in order and CI can see which layer failed.
const transform = { '^.+\\.(t|j)sx?$': ['@swc/jest'] };
const moduleNameMapper = {
  '\\.(css|scss)$': 'identity-obj-proxy',
  // Applets import the SDK by name, as in tsconfig.json "paths" and webpack's resolve.alias.
  '^sdk$': '<rootDir>/sdk/index.ts',
  '^sdk/testing$': '<rootDir>/sdk/testing/index.ts',
  '^sdk/federation$': '<rootDir>/sdk/federation/index.ts',
  '^sdk/sandbox$': '<rootDir>/sdk/sandbox/index.ts',
  // Deep imports of Blueprint's ES modules (core/theme/blueprintIconNames.ts): jest runs its CommonJS twin.
  '^@blueprintjs/icons/lib/esm/(.*)$': '<rootDir>/node_modules/@blueprintjs/icons/lib/cjs/$1',
  '^@blueprintjs/core/lib/esm/(.*)$': '<rootDir>/node_modules/@blueprintjs/core/lib/cjs/$1',
};
// What webpack.config.ts defines for the console (DefinePlugin), from the installed Blueprint icons.
const globals = { __BLUEPRINT_ICON_NAMES__: require('./scripts/build/blueprintIconPaths.cjs').iconNames().join(','), __BLUEPRINT_ICON_HASH__: 'test' };
const common = { transform, moduleNameMapper, testEnvironment: 'node', globals };

module.exports = {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: ['<rootDir>/{core,sdk,plugins,sandbox,server,scripts}/**/*.test.{ts,tsx}'],
    },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/test/{integration,security}/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'e2e',
      testMatch: ['<rootDir>/test/e2e/**/*.test.ts'],
    },
  ],
};
