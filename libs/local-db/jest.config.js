module.exports = { ...require('../../jest.preset.js'), displayName: 'local-db', testEnvironment: 'node' };
