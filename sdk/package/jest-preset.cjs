// The sdk package's jest preset for applets: `module.exports = { ...require('sdk/jest-preset') }`
// in the applet's jest.config.cjs. Shipped as-is (not compiled); reads the built federation list.
const path = require('node:path');
const { SHARED_SINGLETONS } = require('../federation/index.js');

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Every shared singleton resolves to the applet's own node_modules: one React, one mobx, one
 * Blueprint in a test, whoever imports them (the sdk included, even when it is linked from
 * elsewhere, which otherwise brings a second React and "Invalid hook call").
 */
const singletons = Object.fromEntries(
  Object.keys(SHARED_SINGLETONS)
    .filter((key) => key !== 'sdk')
    .map((key) => [`^${escape(key)}$`, `<rootDir>/node_modules/${key}`]),
);

module.exports = {
  testEnvironment: path.join(__dirname, 'jest-environment.cjs'),
  setupFiles: [path.join(__dirname, 'jest-polyfills.cjs')],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } }] },
  moduleNameMapper: {
    '\\.(css|scss)$': path.join(__dirname, 'jest-style-stub.cjs'),
    ...singletons,
  },
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
};
