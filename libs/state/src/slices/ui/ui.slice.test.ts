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

  it('keeps at most three toasts, dropping the oldest success or info first', () => {
    const { store } = makeStore();
    expect(MAX_TOASTS).toBe(3);
    for (let i = 0; i < 5; i++) store.getState().pushToast({ type: 'success', title: `created ${i}` });
    expect(store.getState().toasts.map((t) => t.title)).toEqual(['created 2', 'created 3', 'created 4']);
    store.getState().pushToast({ type: 'error', title: 'e1' });
    store.getState().pushToast({ type: 'info', title: 'i1' });
    expect(store.getState().toasts.map((t) => t.title)).toEqual(['created 4', 'e1', 'i1']);
  });

  it('drops the oldest error when all three are errors, and an error outlives newer successes', () => {
    const { store } = makeStore();
    store.getState().pushToast({ type: 'error', title: 'e0' });
    store.getState().pushToast({ type: 'success', title: 's0' });
    store.getState().pushToast({ type: 'success', title: 's1' });
    store.getState().pushToast({ type: 'success', title: 's2' });
    expect(store.getState().toasts.map((t) => t.title)).toEqual(['e0', 's1', 's2']);
    for (let i = 1; i <= 3; i++) store.getState().pushToast({ type: 'error', title: `e${i}` });
    expect(store.getState().toasts.map((t) => t.title)).toEqual(['e1', 'e2', 'e3']);
  });

  it('keeps an action and an i18n key with the toast', () => {
    const { store } = makeStore();
    const run = jest.fn();
    store.getState().pushToast({ type: 'success', title: 'WEB-1 updated', title_key: 'undo.item_updated', title_values: { identifier: 'WEB-1' }, action: { label: 'Undo', run } });
    const [toast] = store.getState().toasts;
    expect(toast).toMatchObject({ title_key: 'undo.item_updated', title_values: { identifier: 'WEB-1' }, action: { label: 'Undo' } });
    toast.action?.run();
    expect(run).toHaveBeenCalled();
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
