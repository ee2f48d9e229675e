import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { SpacesState, SpacesStore } from '../core/create-spaces-store';

const SpacesStoreContext = createContext<SpacesStore | null>(null);

/** Makes the spaces viewer's store available to the components below it. */
export function SpacesStoreProvider({ store, children }: { store: SpacesStore; children: ReactNode }) {
  return <SpacesStoreContext.Provider value={store}>{children}</SpacesStoreContext.Provider>;
}

/** The spaces store from the nearest SpacesStoreProvider (for actions and getState outside render). */
export function useSpacesStoreApi(): SpacesStore {
  const store = useContext(SpacesStoreContext);
  if (!store) throw new Error('useSpacesStoreApi/useSpacesStore must be used inside <SpacesStoreProvider>.');
  return store;
}

/** Reads a part of the spaces state and re-renders when it changes; the selector must answer stable references. */
export function useSpacesStore<T>(selector: (state: SpacesState) => T): T {
  return useStore(useSpacesStoreApi(), selector);
}
