// Shared jest settings: swc compiles every extension; ESM-only packages are compiled too.
module.exports = {
  transform: { '^.+\\.[cm]?[jt]sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } }] },
  transformIgnorePatterns: ['/node_modules/(?!(@journeyapps/wa-sqlite|@electric-sql/pglite|ky)/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs', 'json'],
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
};
