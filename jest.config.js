// One jest run over every project; each project keeps its own environment.
module.exports = {
  // testTimeout is a global option: a project's own (apps/api/jest.config.cjs) is ignored when jest runs the projects
  // from here, as npm test does. 30 s: an API test that starts a server and drives the SDK passed 5 s on a loaded runner.
  testTimeout: 30000,
  // Files known to run long start first (a late 75 s file would leave the other worker idle): tools/jest.
  testSequencer: '<rootDir>/tools/jest/slow-first-sequencer.cjs',
  projects: [
    '<rootDir>/libs/types', '<rootDir>/libs/i18n', '<rootDir>/libs/services', '<rootDir>/libs/state',
    '<rootDir>/libs/ui-kit', '<rootDir>/libs/editor', '<rootDir>/libs/local-db',
    '<rootDir>/apps/api/jest.config.cjs', '<rootDir>/apps/web/jest.config.cjs', '<rootDir>/apps/admin/jest.config.cjs', '<rootDir>/apps/spaces/jest.config.cjs',
  ],
};
