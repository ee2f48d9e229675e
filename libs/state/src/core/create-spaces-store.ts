import { createStore } from 'zustand/vanilla';
import { devtools } from 'zustand/middleware';
import { immer } from 'zustand/middleware/immer';
import type { Mutate, StoreApi } from 'zustand/vanilla';
import type { StoreDeps, WebStore } from './types';
import { createUiSlice, type UiSlice } from '../slices/ui/ui.slice';
import { createSessionSlice, type SessionSlice } from '../slices/session/session.slice';
import { createProfileSlice, type ProfileSlice } from '../slices/profile/profile.slice';
import { createPublicBoardSlice, type PublicBoardSlice } from '../slices/public-board/public-board.slice';
import { createPublicItemSlice, type PublicItemSlice, type PublicItemStore } from '../slices/public-item/public-item.slice';

/** The spaces viewer's state (issue 20): toasts, the session, the profile (theme), the published board and its items' details. */
export type SpacesState = UiSlice & SessionSlice & ProfileSlice & PublicBoardSlice & PublicItemSlice;

/** The spaces viewer's vanilla zustand store (devtools + immer, as the web store). */
export type SpacesStore = Mutate<StoreApi<SpacesState>, [['zustand/devtools', never], ['zustand/immer', never]]>;

function isTestRun(): boolean {
  return typeof process !== 'undefined' && process.env?.NODE_ENV === 'test';
}

// Same production pass-through as createWebStore: the bundler replaces this exact expression.
const passThrough = ((initializer: unknown) => initializer) as unknown as typeof devtools;
const withDevtools: typeof devtools = process.env.NODE_ENV === 'production' ? passThrough : devtools;

/** Builds the spaces app's one store from the shared ui, session and profile slices plus the public board and item slices. */
export function createSpacesStore(deps: StoreDeps): SpacesStore {
  return createStore<SpacesState>()(
    withDevtools(
      immer((_set, _get, api) => {
        // The shared slices are typed against the web store but read and write only their own fields and reportError,
        // which this store has too (as in the admin store).
        const shared = { store: api as unknown as WebStore, deps };
        return {
          ...createUiSlice(shared),
          ...createSessionSlice(shared),
          ...createProfileSlice(shared),
          ...createPublicBoardSlice({ store: api, deps }),
          ...createPublicItemSlice({ store: api as unknown as PublicItemStore, deps }),
        };
      }),
      { name: 'cairn-spaces', enabled: deps.devtools ?? !isTestRun() },
    ),
  );
}
