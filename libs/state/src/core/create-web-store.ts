import { createStore } from 'zustand/vanilla';
import { devtools } from 'zustand/middleware';
import { immer } from 'zustand/middleware/immer';
import type { StoreDeps, WebState, WebStore } from './types';
import { createUiSlice } from '../slices/ui/ui.slice';
import { createSessionSlice } from '../slices/session/session.slice';
import { createProfileSlice } from '../slices/profile/profile.slice';
import { createSettingsSlice } from '../slices/settings/settings.slice';
import { createWorkspacesSlice } from '../slices/workspaces/workspaces.slice';
import { createMembersSlice } from '../slices/members/members.slice';
import { createInvitationsSlice } from '../slices/invitations/invitations.slice';
import { createCrossActions } from '../cross/cross.actions';

function isTestRun(): boolean {
  return typeof process !== 'undefined' && process.env?.NODE_ENV === 'test';
}

/** Builds the web app's one store from every slice; immer and devtools are applied here and nowhere else. */
export function createWebStore(deps: StoreDeps): WebStore {
  return createStore<WebState>()(
    devtools(
      immer((_set, _get, api) => {
        const ctx = { store: api, deps };
        return {
          ...createUiSlice(ctx),
          ...createSessionSlice(ctx),
          ...createProfileSlice(ctx),
          ...createSettingsSlice(ctx),
          ...createWorkspacesSlice(ctx),
          ...createMembersSlice(ctx),
          ...createInvitationsSlice(ctx),
          ...createCrossActions(ctx),
        };
      }),
      { name: 'cairn-web', enabled: deps.devtools ?? !isTestRun() },
    ),
  );
}
