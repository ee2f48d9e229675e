import { ApiError } from '../client/api-error';
import { loadSessionState } from './session-state';

describe('loadSessionState', () => {
  const user = { id: 'u1', email: 'a@b.co' } as never;
  it('is signed in with the user', async () => {
    await expect(loadSessionState({ getMe: async () => user })).resolves.toEqual({ status: 'signed-in', user });
  });
  it('is signed out on 401 and an error otherwise', async () => {
    const fail = (status: number) => async () => {
      throw new ApiError(status, { error: 'x', error_code: 'X' });
    };
    await expect(loadSessionState({ getMe: fail(401) })).resolves.toEqual({ status: 'signed-out' });
    await expect(loadSessionState({ getMe: fail(500) })).resolves.toEqual({ status: 'error' });
  });
});
