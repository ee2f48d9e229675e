import { createStore } from 'zustand/vanilla';
import { devtools } from 'zustand/middleware';
import { immer } from 'zustand/middleware/immer';
import type { Mutate, StoreApi } from 'zustand/vanilla';
import type { StoreDeps, WebStore } from './types';
import { createUiSlice, type UiSlice } from '../slices/ui/ui.slice';
import { createSessionSlice, type SessionSlice } from '../slices/session/session.slice';
import { createProfileSlice, type ProfileSlice } from '../slices/profile/profile.slice';
import { createInstanceSlice, type InstanceSlice } from '../slices/instance/instance.slice';

/** The god-mode console's state: toasts, the session, the profile (theme) and the instance. */
export type AdminState = UiSlice & SessionSlice & ProfileSlice & InstanceSlice;

/** The god-mode console's vanilla zustand store (devtools + immer, as the web store). */
export type AdminStore = Mutate<StoreApi<AdminState>, [['zustand/devtools', never], ['zustand/immer', never]]>;

function isTestRun(): boolean {
  return typeof process !== 'undefined' && process.env?.NODE_ENV === 'test';
}

// Same production pass-through as createWebStore: the bundler replaces this exact expression.
const passThrough = ((initializer: unknown) => initializer) as unknown as typeof devtools;
const withDevtools: typeof devtools = process.env.NODE_ENV === 'production' ? passThrough : devtools;

/** Builds the admin app's one store from the shared ui, session and profile slices plus the instance slice. */
export function createAdminStore(deps: StoreDeps): AdminStore {
  return createStore<AdminState>()(
    withDevtools(
      immer((_set, _get, api) => {
        // The shared slices are typed against the web store but read and write only their own fields and reportError,
        // which this store has too; reusing them keeps one session, toast and theme behaviour for both apps.
        const shared = { store: api as unknown as WebStore, deps };
        return {
          ...createUiSlice(shared),
          ...createSessionSlice(shared),
          ...createProfileSlice(shared),
          ...createInstanceSlice({ store: api, deps }),
        };
      }),
      { name: 'cairn-admin', enabled: deps.devtools ?? !isTestRun() },
    ),
  );
}
