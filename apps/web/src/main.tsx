import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { initI18n } from '@cairn/i18n';
import { createAppContext } from './app/app-context';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { runLocalCache } from './local-cache/local-cache-runner';
import './app/styles/base.css';
import './app/styles/auth.css';
import './app/styles/onboarding.css';
import './app/styles/shell.css';
import './app/styles/settings.css';
import './app/styles/projects.css';
import './app/styles/project-settings.css';
import './app/styles/narrow.css';

const ctx = createAppContext();
const router = createAppRouter();

void initI18n().finally(() => {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <AppProviders ctx={ctx}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  // After the first paint: the cache follows the current workspace (open, sync, re-sync when visible).
  window.setTimeout(() => runLocalCache(ctx.store), 0);
});
