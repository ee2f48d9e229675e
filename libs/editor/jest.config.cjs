const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'editor',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../../tools/jest/setup-dom.js'],
  moduleNameMapper: { '\\.(css)$': '<rootDir>/../../tools/jest/style-mock.js' },
  // Lexical 0.52 ships ES modules only: compile lexical and @lexical/* (and their ESM deps: @preact/signals-core, @floating-ui) too;
  // happy-dom (the headless converter's DOM in Node) and its nested entities are ESM only as well.
  transformIgnorePatterns: ['/node_modules/(?!(lexical|@lexical|@floating-ui|@preact|happy-dom|entities)/)'],
};
