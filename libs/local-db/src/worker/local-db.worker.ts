// The browser's local-database worker: `new Worker(new URL('./local-db.worker.ts', import.meta.url), { type: 'module' })`
// then createLocalDbClient(worker). The wasm is fetched when the page sends `open`, never before.
import { createBrowserStorage } from '../sqlite/browser-storage';
import { createHttpSyncTransport } from '../sync/http-transport';
import { handleLocalDbPort } from './handler';
import type { LocalDbPort } from './protocol';
import { withWriteLock } from './write-lock';

handleLocalDbPort(self as unknown as LocalDbPort, {
  createStorage: () => createBrowserStorage(),
  createTransport: (open) => createHttpSyncTransport({ workspaceSlug: open.workspaceSlug, baseUrl: open.apiBaseUrl }),
  withWriteLock: (fn) => withWriteLock(fn),
});
