module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'ui-kit',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../../tools/jest/setup-dom.js'],
  moduleNameMapper: { '\\.(css)$': '<rootDir>/../../tools/jest/style-mock.js' },
};
