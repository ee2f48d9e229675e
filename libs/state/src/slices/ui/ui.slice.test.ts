import { ApiError } from '@cairn/services';
import { SPEC_TEXT } from '@cairn/types';
import { makeStore } from '../../testing/test-store.test-util';
import { MAX_TOASTS } from './ui.slice';
import { selectToasts } from './ui.selectors';

describe('ui slice', () => {
  it('pushes and dismisses toasts with ids and times from deps', () => {
    const { store } = makeStore();
    const id = store.getState().pushToast({ type: 'success', title: SPEC_TEXT.passwordChanged });
    expect(selectToasts(store.getState())).toEqual([{ id, type: 'success', title: SPEC_TEXT.passwordChanged, created_at: 1_700_000_000_000 }]);
    store.getState().dismissToast(id);
    expect(selectToasts(store.getState())).toEqual([]);
  });

  it('keeps only the newest toasts', () => {
    const { store } = makeStore();
    for (let i = 0; i < MAX_TOASTS + 2; i++) store.getState().pushToast({ type: 'info', title: `t${i}` });
    expect(store.getState().toasts.map((t) => t.title)).toEqual(['t2', 't3', 't4', 't5', 't6']);
  });

  it('reports a server error as one toast with the server message', () => {
    const { store, onError } = makeStore();
    const error = new ApiError(409, { error: 'Slug taken', error_code: 'WORKSPACE_SLUG_TAKEN' });
    store.getState().reportError(error);
    expect(store.getState().toasts).toMatchObject([{ type: 'error', title: 'Slug taken' }]);
    expect(store.getState().toasts[0].message).toBeUndefined();
    expect(onError).toHaveBeenCalledWith(error, { text: undefined });
  });

  it('uses the given text as title and keeps validation messages off screen', () => {
    const { store } = makeStore();
    store.getState().reportError(new ApiError(400, { error: 'name: Required', error_code: 'VALIDATION_ERROR' }), SPEC_TEXT.profileUpdateError);
    expect(store.getState().toasts).toMatchObject([{ title: SPEC_TEXT.profileUpdateError }]);
    expect(store.getState().toasts[0].message).toBeUndefined();
  });

  it('shows the generic text for errors without a server message', () => {
    const { store } = makeStore();
    store.getState().reportError(new Error('internal detail'));
    store.getState().reportError(new ApiError(0));
    expect(store.getState().toasts.map((t) => t.title)).toEqual([SPEC_TEXT.somethingWentWrong, SPEC_TEXT.somethingWentWrong]);
  });

  it('shows no toast for a 401 (the app redirects) or an aborted request, but still logs the 401', () => {
    const { store, onError } = makeStore();
    const unauthorized = new ApiError(401, { error: 'no session', error_code: 'UNAUTHENTICATED' });
    store.getState().reportError(unauthorized);
    const abort = new Error('aborted');
    abort.name = 'AbortError';
    store.getState().reportError(abort);
    expect(store.getState().toasts).toEqual([]);
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
