import { ApiError } from '@cairn/services';
import type { ApiToken, ApiTokenCreated } from '@cairn/types';
import { deferred, makeStore } from '../../testing/test-store.test-util';
import { selectApiToken, selectApiTokens, selectApiTokensStatus } from './api-tokens.selectors';

const token = (n: number, over: Partial<ApiToken> = {}): ApiToken => ({
  id: `00000000-0000-4000-8000-00000000000${n}`, label: `Token ${n}`, description: '', token_hint: `ab${n}${n}`,
  workspace: '00000000-0000-4000-8000-0000000000aa', workspace_slug: 'ws', expired_at: null, is_active: true, last_used_at: null,
  created_at: `2026-01-0${n}T00:00:00.000Z`, ...over,
});
const ids = (s: Parameters<typeof selectApiTokens>[0]) => selectApiTokens(s).map((x) => x.label);

describe('apiTokens slice', () => {
  it('loads the list newest first (loading, then ready)', async () => {
    const { store } = makeStore({ apiTokens: { list: jest.fn().mockResolvedValue([token(2), token(1)]) } });
    expect(selectApiTokensStatus(store.getState())).toBe('idle');
    const loading = store.getState().loadApiTokens();
    expect(selectApiTokensStatus(store.getState())).toBe('loading');
    await loading;
    expect(selectApiTokensStatus(store.getState())).toBe('ready');
    expect(ids(store.getState())).toEqual(['Token 2', 'Token 1']);
    expect(selectApiToken(store.getState(), token(1).id)?.token_hint).toBe('ab11');
  });

  it('a failed load is an error state, logged without a toast', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { store, onError } = makeStore({ apiTokens: { list: jest.fn().mockRejectedValue(new ApiError(500)) } });
    await store.getState().loadApiTokens();
    expect(selectApiTokensStatus(store.getState())).toBe('error');
    expect(store.getState().toasts).toHaveLength(0);
    expect(onError).toHaveBeenCalled();
  });

  it('creates after the server: the new token goes on top, and the token itself is answered but never stored', async () => {
    const created: ApiTokenCreated = { ...token(3), token: 'cairn_api_secret-value-abcd' };
    const create = jest.fn().mockResolvedValue(created);
    const { store } = makeStore({ apiTokens: { list: jest.fn().mockResolvedValue([token(1)]), create } });
    await store.getState().loadApiTokens();
    const pending = store.getState().createApiToken({ label: 'Token 3', workspace_slug: 'ws' });
    // Not optimistic: nothing shows before the answer.
    expect(ids(store.getState())).toEqual(['Token 1']);
    await expect(pending).resolves.toEqual(created);
    expect(create).toHaveBeenCalledWith({ label: 'Token 3', workspace_slug: 'ws' });
    expect(ids(store.getState())).toEqual(['Token 3', 'Token 1']);
    expect(JSON.stringify(store.getState().apiTokensById)).not.toContain('secret-value');
  });

  it('a refused create changes nothing, toasts the server message verbatim and rethrows', async () => {
    const error = new ApiError(409, { error: 'You have reached the limit of API tokens. Delete one to create another.' });
    const { store } = makeStore({ apiTokens: { list: jest.fn().mockResolvedValue([token(1)]), create: jest.fn().mockRejectedValue(error) } });
    await store.getState().loadApiTokens();
    await expect(store.getState().createApiToken({ label: 'x', workspace_slug: 'ws' })).rejects.toBe(error);
    expect(ids(store.getState())).toEqual(['Token 1']);
    expect(store.getState().toasts.map((t) => t.title ?? t.message)).toContain('You have reached the limit of API tokens. Delete one to create another.');
  });

  it('removes optimistically: gone before the answer, stays gone after it', async () => {
    const answer = deferred<void>();
    const remove = jest.fn().mockReturnValue(answer.promise);
    const { store } = makeStore({ apiTokens: { list: jest.fn().mockResolvedValue([token(2), token(1)]), remove } });
    await store.getState().loadApiTokens();
    const pending = store.getState().removeApiToken(token(2).id);
    expect(ids(store.getState())).toEqual(['Token 1']);
    expect(selectApiToken(store.getState(), token(2).id)).toBeUndefined();
    answer.resolve();
    await pending;
    expect(remove).toHaveBeenCalledWith(token(2).id);
    expect(ids(store.getState())).toEqual(['Token 1']);
  });

  it('rolls a failed remove back into its place, toasts and rethrows; a concurrent remove of another token stays', async () => {
    const first = deferred<void>();
    const error = new ApiError(404, { error: 'API token not found' });
    const remove = jest.fn().mockImplementation((id: string) => (id === token(2).id ? first.promise : Promise.resolve()));
    const { store } = makeStore({ apiTokens: { list: jest.fn().mockResolvedValue([token(3), token(2), token(1)]), remove } });
    await store.getState().loadApiTokens();
    const failing = store.getState().removeApiToken(token(2).id);
    await store.getState().removeApiToken(token(1).id);
    expect(ids(store.getState())).toEqual(['Token 3']);
    first.reject(error);
    await expect(failing).rejects.toBe(error);
    expect(ids(store.getState())).toEqual(['Token 3', 'Token 2']);
    expect(store.getState().toasts.map((t) => t.title ?? t.message)).toContain('API token not found');
  });

  it('sign-out forgets every token', async () => {
    const { store } = makeStore({ apiTokens: { list: jest.fn().mockResolvedValue([token(1)]) } });
    await store.getState().loadApiTokens();
    store.getState().resetStore();
    expect(selectApiTokens(store.getState())).toEqual([]);
    expect(selectApiTokensStatus(store.getState())).toBe('idle');
  });
});
