// jsdom lacks the Fetch API classes React Router's data routers build requests with; lend them Node's own.
// AbortController comes along so a Request accepts the signal it is given.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    for (const name of ['Request', 'Response', 'Headers', 'fetch', 'FormData', 'AbortController', 'AbortSignal', 'ReadableStream']) {
      if (typeof globalThis[name] !== 'undefined') this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
