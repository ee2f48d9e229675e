import { translateServerText } from '@cairn/i18n';
import { useEffect, useMemo, type ReactNode } from 'react';
import { SpacesStoreProvider, useSpacesStore, useSpacesStoreApi } from '@cairn/state';
import { ToastViewport, applyTheme } from '@cairn/ui-kit';
import type { SpacesStore } from '@cairn/state';
import { storeTheme } from './theme';

/** Asks once who is looking (a visitor may be signed out), then the signed-in user's profile (theme). */
function SessionLoader() {
  const store = useSpacesStoreApi();
  useEffect(() => {
    const { currentUserStatus, loadCurrentUser, loadProfile } = store.getState();
    if (currentUserStatus !== 'idle') return;
    void loadCurrentUser().then((user) => (user ? loadProfile() : undefined));
  }, [store]);
  return null;
}

/** Follows the signed-in user's theme, and keeps it in browser storage so the next first paint has it too. */
function ThemeSync() {
  const theme = useSpacesStore((s) => s.profile?.theme.theme);
  useEffect(() => {
    if (!theme) return;
    applyTheme(theme);
    storeTheme(theme);
  }, [theme]);
  return null;
}

/** Shows the store's toasts. */
function Toasts() {
  const toasts = useSpacesStore((s) => s.toasts);
  const dismissToast = useSpacesStore((s) => s.dismissToast);
  const items = useMemo(() => toasts.map(({ id, type, title, message }) => ({ id, type, title: translateServerText(title), message: translateServerText(message) })), [toasts]);
  return <ToastViewport toasts={items} onDismiss={dismissToast} autoDismissMs={6000} />;
}

/** What every spaces page needs above the router: the store, the session, the theme and the toasts. */
export function SpacesProviders({ store, children }: { store: SpacesStore; children: ReactNode }) {
  return (
    <SpacesStoreProvider store={store}>
      <SessionLoader />
      <ThemeSync />
      {children}
      <Toasts />
    </SpacesStoreProvider>
  );
}
