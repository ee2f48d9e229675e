import type { User } from '@cairn/types';
import type { WebState } from '../../core/types';
import type { SessionStatus } from './session.slice';

/** The signed-in user, if loaded. */
export const selectCurrentUser = (state: WebState): User | undefined => state.currentUser;
/** Where the session stands. */
export const selectCurrentUserStatus = (state: WebState): SessionStatus => state.currentUserStatus;
/** True once the user is known to be signed in. */
export const selectIsSignedIn = (state: WebState): boolean => state.currentUserStatus === 'signed-in' && state.currentUser !== undefined;
/** True when the account has no password of its own yet (the set-password screen applies). */
export const selectIsPasswordAutoset = (state: WebState): boolean => state.currentUser?.is_password_autoset === true;
