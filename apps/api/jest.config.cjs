const preset = require('../../jest.preset.js');

// content-disposition (used by @fastify/static), cookie and htmlparser2 with its dom* and entities deps (used by
// sanitize-html) ship ESM only, and @fastify/cookie loads cookie with a dynamic
// import(); swc compiles them all to CommonJS, as the preset does for PGlite. So is @journeyapps/wa-sqlite, which the
// local-cache conformance suite (src/conformance/) loads through @cairn/local-db. Pages (issue 15) load the editor's
// headless converter (@cairn/editor/headless: lexical, @lexical/*, happy-dom) and the Yjs packages, compiled the same way.
// Single sign-on (issue 19) uses openid-client 6, ESM only, with its deps oauth4webapi and jose.
module.exports = {
  ...preset,
  displayName: 'api',
  testEnvironment: 'node',
  // Each file opens its own PGlite in beforeAll (~1 s alone); on a loaded 2-core runner that passed jest's 5 s default.
  testTimeout: 30000,
  transformIgnorePatterns: ['/node_modules/(?!(openid-client|oauth4webapi|jose|@journeyapps/wa-sqlite|@electric-sql/pglite|content-disposition|@fastify/cookie|cookie|htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities|lexical|@lexical|happy-dom|yjs|lib0|y-protocols)/)'],
};
