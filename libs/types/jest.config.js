module.exports = { ...require('../../jest.preset.js'), displayName: 'types', testEnvironment: 'node' };
