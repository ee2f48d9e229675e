module.exports = { ...require('../../jest.preset.js'), displayName: 'api', testEnvironment: 'node' };
