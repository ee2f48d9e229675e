import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { ensureEnglishComplete, initI18n } from '@cairn/i18n';
import { hydrateBoot, prefetchRoute, routeListLayout } from '@cairn/state';
import { createAppContext } from './app/app-context';
import { readBootPayload } from './app/boot-payload';
import { afterFirstRows } from './app/after-first-rows';
import { holdIdleWorkUntil } from './app/lazy-part';
import { AppProviders } from './app/providers';
import { createAppRouter, preloadRoutes } from './app/router';
import { followRouteVisits } from './app/route-visits';
import { startUpTextsSuffice } from './app/start-up-texts';
import { writeTimeZoneHint } from './app/time-zone-hint';
import { preloadListLayout } from './features/work-item-lists';
import { runLocalCache } from './local-cache/local-cache-runner';
import './app/styles/base.css';
import './app/styles/shell.css';
import './app/styles/projects.css';
import './app/styles/narrow.css';

const ctx = createAppContext();
// The next page load's boot can then embed a calendar's first days (they start from this browser's today).
writeTimeZoneHint(document);
const router = createAppRouter();
// In-app visits bring their screen's data in one round trip too (a list not opened yet, a work item's page).
followRouteVisits(router, ctx.store);

// Boot in one round trip (issue 11): the server embedded what this URL needs; the store takes it before the first
// render, and the route's own data request (a list's first page) leaves now, in parallel with i18n and the chunks.
const booted = readBootPayload(document, window.location, ctx.services).then(async (payload) => {
  if (!payload) return;
  await hydrateBoot(ctx.store, payload);
  prefetchRoute(ctx.store, window.location.pathname);
  // The stored layout's chunk (kanban, spreadsheet…; the server modulepreloads it too) before the first render.
  await preloadListLayout(routeListLayout(ctx.store, window.location.pathname));
});

// The language before the first paint (issue 21): the signed-in user's profile (in the boot payload), else the stored
// choice, else the browser's language — so a user never sees English first on a new device.
const i18nReady = booted.catch(() => undefined).then(() => initI18n({ language: ctx.store.getState().profile?.language }));

// English comes in two parts (B8): the shell's and the list route's texts are in this JS; any other page first fetches
// the rest (in parallel with its route chunks), so it never paints a blank text.
const textsReady = startUpTextsSuffice(window.location.pathname) ? Promise.resolve() : ensureEnglishComplete().catch(() => undefined);

// Preloads of what the screen may need next wait until the first rows are painted (B8: nothing competes with them).
let firstRowsPainted = () => {};
holdIdleWorkUntil(new Promise<void>((resolve) => (firstRowsPainted = resolve)));

void Promise.all([i18nReady, textsReady, preloadRoutes(window.location.pathname).catch(() => undefined)]).finally(() => {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // The first render as a transition: React yields to the browser between units of work instead of holding the main
  // thread for the whole shell and list (B2; measured: 2 tasks over 50 ms before the first rows instead of 3–4, the
  // rows no later).
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <AppProviders ctx={ctx}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
  // After the first rows, when idle: the rest of English, the held preloads, and the cache, which follows the current
  // workspace (open, sync, re-sync when visible).
  afterFirstRows(ctx.store, window.location.pathname, () => {
    void ensureEnglishComplete().catch(() => window.addEventListener('online', () => void ensureEnglishComplete().catch(() => undefined), { once: true }));
    firstRowsPainted();
    runLocalCache(ctx.store);
  });
});
