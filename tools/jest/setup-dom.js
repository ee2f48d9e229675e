require('@testing-library/jest-dom');
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });

// CI runs every project at once on two cores: a first render that loads lazy
// routes can take longer than the library's 1 s default, so findBy/waitFor wait
// up to 5 s. A test that really fails still fails, only later.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
