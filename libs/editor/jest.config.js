const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'editor',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../../tools/jest/setup-dom.js'],
  moduleNameMapper: { '\\.(css)$': '<rootDir>/../../tools/jest/style-mock.js' },
  // Lexical 0.52 ships ES modules only: compile lexical and @lexical/* (and their ESM deps: @preact/signals-core, @floating-ui) too.
  transformIgnorePatterns: ['/node_modules/(?!(lexical|@lexical|@floating-ui|@preact)/)'],
};
