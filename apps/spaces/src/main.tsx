import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider, initI18n } from '@cairn/i18n';
import { applyTheme } from '@cairn/ui-kit';
import { createSpacesServices } from './app/app-context';
import { SpacesApp } from './app/SpacesApp';
import { readStoredTheme } from './app/theme';
import './app/spaces.css';

// Before the first paint: the visitor's stored theme (else the OS's), so a dark-mode visitor never sees a light flash.
applyTheme(readStoredTheme() ?? 'system');
const services = createSpacesServices();

void initI18n().finally(() => {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <I18nProvider>
        <SpacesApp services={services} />
      </I18nProvider>
    </StrictMode>,
  );
});
