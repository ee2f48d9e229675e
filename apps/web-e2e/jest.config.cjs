// Browser tests: run only by tools/scripts/test-e2e.mjs (it builds the apps and starts a fresh server).
module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'web-e2e',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.e2e.ts'],
  testTimeout: 60000,
};
