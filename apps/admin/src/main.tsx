import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider, initI18n } from '@cairn/i18n';
import { applyTheme } from '@cairn/ui-kit';
import { createAdminContext } from './app/app-context';
import { AdminApp } from './app/AdminApp';
import './app/admin.css';

// The OS theme until the admin's profile says otherwise.
applyTheme('system');
const ctx = createAdminContext();

void initI18n().finally(() => {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <I18nProvider>
        <AdminApp ctx={ctx} />
      </I18nProvider>
    </StrictMode>,
  );
});
