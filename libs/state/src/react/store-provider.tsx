import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { WebState, WebStore } from '../core/types';

const StoreContext = createContext<WebStore | null>(null);

/** Makes one store available to the components below it. */
export function StoreProvider({ store, children }: { store: WebStore; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

/** The store from the nearest StoreProvider (for actions and getState outside render). */
export function useStoreApi(): WebStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useStoreApi/useAppStore must be used inside <StoreProvider>.');
  return store;
}

/** Reads a slice of the state and re-renders when it changes; the selector must answer stable references. */
export function useAppStore<T>(selector: (state: WebState) => T): T {
  return useStore(useStoreApi(), selector);
}
