module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'web',
  testEnvironment: '<rootDir>/jest.environment.cjs',
  setupFilesAfterEnv: ['<rootDir>/../../tools/jest/setup-dom.js'],
  moduleNameMapper: { '\\.(css)$': '<rootDir>/../../tools/jest/style-mock.js' },
};
