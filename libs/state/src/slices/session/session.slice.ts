import { SPEC_TEXT } from '@cairn/types';
import type { User, UserUpdate } from '@cairn/types';
import { isApiError } from '@cairn/services';
import { load } from '../../core/load';
import { mutate } from '../../core/mutate';
import type { SliceContext } from '../../core/types';

/** Whether the browser has a signed-in user. */
export type SessionStatus = 'idle' | 'loading' | 'signed-in' | 'signed-out' | 'error';

/** The signed-in user. */
export interface SessionSlice {
  currentUser: User | undefined;
  currentUserStatus: SessionStatus;
  /** GET users/me/; a 401 means signed out (no toast). Never throws. */
  loadCurrentUser(): Promise<User | undefined>;
  /** Puts the user a sign-in answer returned into the store. */
  setCurrentUser(user: User): void;
  /** Optimistic PATCH users/me/; rethrows after rollback. */
  updateCurrentUser(data: UserUpdate): Promise<User>;
}

/** The session slice's data when the store starts or is reset. */
export function initialSessionState(): Pick<SessionSlice, 'currentUser' | 'currentUserStatus'> {
  return { currentUser: undefined, currentUserStatus: 'idle' };
}

/** Creates the session slice. */
export function createSessionSlice({ store, deps }: SliceContext): SessionSlice {
  const { users } = deps.services;
  return {
    ...initialSessionState(),
    loadCurrentUser: () => load(store, {
      action: 'session/loadCurrentUser',
      call: () => users.getMe(),
      start: (d) => {
        d.currentUserStatus = 'loading';
      },
      done: (d, user) => {
        d.currentUser = user;
        d.currentUserStatus = 'signed-in';
      },
      failed: (d, error) => {
        const signedOut = isApiError(error) && error.status === 401;
        d.currentUserStatus = signedOut ? 'signed-out' : 'error';
        if (signedOut) d.currentUser = undefined;
      },
      errorText: SPEC_TEXT.userFetchError,
    }),
    setCurrentUser: (user) => store.setState((d) => {
      d.currentUser = user;
      d.currentUserStatus = 'signed-in';
    }, false, 'session/setCurrentUser'),
    updateCurrentUser: (data) => mutate(store, {
      key: 'user:me',
      apply: (d) => {
        if (d.currentUser) Object.assign(d.currentUser, data);
      },
      call: () => users.updateMe(data),
      commit: (d, user) => {
        if (user) d.currentUser = user;
      },
      errorText: SPEC_TEXT.userUpdateError,
    }),
  };
}
