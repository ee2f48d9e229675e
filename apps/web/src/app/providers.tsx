import { useEffect, type ReactNode } from 'react';
import { I18nProvider, getLanguage, setLanguage } from '@cairn/i18n';
import { StoreProvider, useAppStore } from '@cairn/state';
import { ToastViewport, applyTheme } from '@cairn/ui-kit';
import { ServicesProvider } from './services-context';
import type { AppContextValue } from './app-context';

/** Follows the profile: theme (light, dark, system) and interface language. */
function ProfileSync() {
  const theme = useAppStore((s) => s.profile?.theme.theme ?? 'system');
  const language = useAppStore((s) => s.profile?.language);
  useEffect(() => {
    applyTheme(theme);
  }, [theme]);
  useEffect(() => {
    if (language && language !== getLanguage()) void setLanguage(language).catch(() => undefined);
  }, [language]);
  return null;
}

/** Shows the store's toasts. */
function Toasts() {
  const toasts = useAppStore((s) => s.toasts);
  const dismissToast = useAppStore((s) => s.dismissToast);
  return <ToastViewport toasts={toasts} onDismiss={dismissToast} />;
}

/** Everything the screens need above the router: i18n, the store, services, theme and toasts. */
export function AppProviders({ ctx, children }: { ctx: AppContextValue; children: ReactNode }) {
  return (
    <I18nProvider>
      <StoreProvider store={ctx.store}>
        <ServicesProvider services={ctx.services}>
          <ProfileSync />
          {children}
          <Toasts />
        </ServicesProvider>
      </StoreProvider>
    </I18nProvider>
  );
}
