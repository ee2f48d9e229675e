module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'admin',
  // jsdom plus Node's Fetch classes, which React Router's data routers need (shared with the web app's tests).
  testEnvironment: '<rootDir>/../web/jest.environment.cjs',
  setupFilesAfterEnv: ['<rootDir>/../../tools/jest/setup-dom.js'],
  moduleNameMapper: { '\\.(css)$': '<rootDir>/../../tools/jest/style-mock.js' },
};
