module.exports = { ...require('../../jest.preset.js'), displayName: 'state', testEnvironment: 'node' };
