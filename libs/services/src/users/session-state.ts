import type { User } from '@cairn/types';
import type { UserService } from './user.service';

/** Who is looking at a page that does not need the full store (admin, spaces). */
export type SessionState = { status: 'loading' } | { status: 'signed-in'; user: User } | { status: 'signed-out' } | { status: 'error' };

/** Asks the server for the signed-in user; a 401 means signed out, any other failure is an error. */
export async function loadSessionState(users: Pick<UserService, 'getMe'>): Promise<SessionState> {
  try {
    return { status: 'signed-in', user: await users.getMe() };
  } catch (error) {
    const status = (error as { status?: number }).status;
    return status === 401 ? { status: 'signed-out' } : { status: 'error' };
  }
}
