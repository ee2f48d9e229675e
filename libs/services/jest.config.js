module.exports = { ...require('../../jest.preset.js'), displayName: 'services', testEnvironment: 'node' };
