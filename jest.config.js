// One jest run over every project; each project keeps its own environment.
module.exports = {
  projects: [
    '<rootDir>/libs/types', '<rootDir>/libs/i18n', '<rootDir>/libs/services', '<rootDir>/libs/state',
    '<rootDir>/libs/ui-kit', '<rootDir>/libs/editor', '<rootDir>/libs/local-db',
    '<rootDir>/apps/api/jest.config.cjs', '<rootDir>/apps/web/jest.config.cjs', '<rootDir>/apps/admin/jest.config.cjs', '<rootDir>/apps/spaces/jest.config.cjs',
  ],
};
