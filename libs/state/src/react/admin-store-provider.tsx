import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { AdminState, AdminStore } from '../core/create-admin-store';

const AdminStoreContext = createContext<AdminStore | null>(null);

/** Makes the god-mode console's store available to the components below it. */
export function AdminStoreProvider({ store, children }: { store: AdminStore; children: ReactNode }) {
  return <AdminStoreContext.Provider value={store}>{children}</AdminStoreContext.Provider>;
}

/** The admin store from the nearest AdminStoreProvider (for actions and getState outside render). */
export function useAdminStoreApi(): AdminStore {
  const store = useContext(AdminStoreContext);
  if (!store) throw new Error('useAdminStoreApi/useAdminStore must be used inside <AdminStoreProvider>.');
  return store;
}

/** Reads a part of the admin state and re-renders when it changes; the selector must answer stable references. */
export function useAdminStore<T>(selector: (state: AdminState) => T): T {
  return useStore(useAdminStoreApi(), selector);
}
