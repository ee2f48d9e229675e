import { translateServerText } from '@cairn/i18n';
import { useEffect, useMemo, type ReactNode } from 'react';
import { AdminStoreProvider, useAdminStore } from '@cairn/state';
import { ToastViewport, applyTheme } from '@cairn/ui-kit';
import { ServicesProvider } from './services-context';
import type { AdminContext } from './app-context';

/** Follows the signed-in admin's theme (light, dark, system). */
function ThemeSync() {
  const theme = useAdminStore((s) => s.profile?.theme.theme);
  useEffect(() => {
    if (theme) applyTheme(theme);
  }, [theme]);
  return null;
}

/** Shows the store's toasts. */
function Toasts() {
  const toasts = useAdminStore((s) => s.toasts);
  const dismissToast = useAdminStore((s) => s.dismissToast);
  // The console's toasts carry no actions: only what the viewport shows.
  const items = useMemo(() => toasts.map(({ id, type, title, message }) => ({ id, type, title: translateServerText(title), message: translateServerText(message) })), [toasts]);
  return <ToastViewport toasts={items} onDismiss={dismissToast} autoDismissMs={6000} />;
}

/** What every console screen needs above the router: the store, the services, the theme and the toasts. */
export function AdminProviders({ ctx, children }: { ctx: AdminContext; children: ReactNode }) {
  return (
    <AdminStoreProvider store={ctx.store}>
      <ServicesProvider services={ctx.services}>
        <ThemeSync />
        {children}
        <Toasts />
      </ServicesProvider>
    </AdminStoreProvider>
  );
}
