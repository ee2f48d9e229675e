import { useEffect, useMemo, type ReactNode } from 'react';
import { getLanguage, I18nProvider, setLanguage, type TFunction, translateServerText, useT } from '@cairn/i18n';
import { StoreProvider, useAppStore, type Toast } from '@cairn/state';
import { ToastViewport, applyTheme, type ToastItem } from '@cairn/ui-kit';
import { ServicesProvider } from './services-context';
import type { AppContextValue } from './app-context';
import { useUndoShortcut } from './hooks/use-undo-shortcut';

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

/** A store toast as the viewport shows it: i18n keys translated (the store has no i18n), its action bound. */
export function toToastItem(toast: Toast, t: TFunction): ToastItem {
  // A server message (the store passes the API's English text on) in the reader's language when it is a known one.
  const title = toast.title_key ? t(toast.title_key, { ...toast.title_values, defaultValue: toast.title }) : translateServerText(toast.title);
  const action = toast.action;
  return {
    id: toast.id,
    type: toast.type,
    title,
    message: translateServerText(toast.message),
    action: action && { label: action.label_key ? t(action.label_key, { defaultValue: action.label }) : action.label, onAction: action.run },
  };
}

/** Shows the store's toasts (success and info leave after a few seconds; errors stay until closed). */
function Toasts() {
  const { t } = useT();
  const toasts = useAppStore((s) => s.toasts);
  const dismissToast = useAppStore((s) => s.dismissToast);
  const items = useMemo(() => toasts.map((toast) => toToastItem(toast, t)), [toasts, t]);
  return <ToastViewport toasts={items} onDismiss={dismissToast} />;
}

/** Ctrl+Z / Cmd+Z outside text fields undoes the last work-item change. */
function UndoShortcut() {
  useUndoShortcut();
  return null;
}

/** Everything the screens need above the router: i18n, the store, services, theme and toasts. */
export function AppProviders({ ctx, children }: { ctx: AppContextValue; children: ReactNode }) {
  return (
    <I18nProvider>
      <StoreProvider store={ctx.store}>
        <ServicesProvider services={ctx.services}>
          <ProfileSync />
          <UndoShortcut />
          {children}
          <Toasts />
        </ServicesProvider>
      </StoreProvider>
    </I18nProvider>
  );
}
