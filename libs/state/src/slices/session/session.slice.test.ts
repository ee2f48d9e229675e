import { ApiError } from '@cairn/services';
import { SPEC_TEXT } from '@cairn/types';
import { fixtures } from '../../testing/fixtures';
import { deferred, makeStore } from '../../testing/test-store.test-util';
import { selectCurrentUser, selectIsPasswordAutoset, selectIsSignedIn } from './session.selectors';

const user = fixtures.user();

describe('session slice', () => {
  it('loads the current user', async () => {
    const { store } = makeStore({ users: { getMe: async () => user } });
    const pending = store.getState().loadCurrentUser();
    expect(store.getState().currentUserStatus).toBe('loading');
    await expect(pending).resolves.toEqual(user);
    expect(selectCurrentUser(store.getState())).toEqual(user);
    expect(selectIsSignedIn(store.getState())).toBe(true);
    expect(selectIsPasswordAutoset(store.getState())).toBe(false);
  });

  it('treats a 401 as signed out without a toast', async () => {
    const { store } = makeStore({ users: { getMe: () => Promise.reject(new ApiError(401, { error: 'x', error_code: 'UNAUTHENTICATED' })) } });
    await expect(store.getState().loadCurrentUser()).resolves.toBeUndefined();
    expect(store.getState().currentUserStatus).toBe('signed-out');
    expect(store.getState().toasts).toEqual([]);
  });

  it('reports another load failure with the spec text', async () => {
    const { store } = makeStore({ users: { getMe: () => Promise.reject(new ApiError(500)) } });
    await store.getState().loadCurrentUser();
    expect(store.getState().currentUserStatus).toBe('error');
    expect(store.getState().toasts).toMatchObject([{ type: 'error', title: SPEC_TEXT.userFetchError }]);
  });

  it('updates the user optimistically and takes the server version', async () => {
    const answer = deferred<typeof user>();
    const updateMe = jest.fn(() => answer.promise);
    const { store } = makeStore({ users: { updateMe } });
    store.getState().setCurrentUser(user);
    const pending = store.getState().updateCurrentUser({ first_name: 'Grace' });
    expect(store.getState().currentUser?.first_name).toBe('Grace');
    answer.resolve({ ...user, first_name: 'Grace', display_name: 'grace' });
    await pending;
    expect(updateMe).toHaveBeenCalledWith({ first_name: 'Grace' });
    expect(store.getState().currentUser).toMatchObject({ first_name: 'Grace', display_name: 'grace' });
  });

  it('rolls a failed user update back and shows the spec text', async () => {
    const error = new ApiError(500);
    const { store } = makeStore({ users: { updateMe: () => Promise.reject(error) } });
    store.getState().setCurrentUser(user);
    await expect(store.getState().updateCurrentUser({ first_name: 'Grace' })).rejects.toBe(error);
    expect(store.getState().currentUser).toEqual(user);
    expect(store.getState().toasts).toMatchObject([{ title: SPEC_TEXT.userUpdateError }]);
  });
});
