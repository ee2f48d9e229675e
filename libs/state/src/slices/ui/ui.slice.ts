import { ERROR_CODE, SPEC_TEXT } from '@cairn/types';
import { isApiError } from '@cairn/services';
import type { SliceContext } from '../../core/types';

/** A toast message the app shows and dismisses. */
export interface Toast {
  id: string;
  type: 'error' | 'success' | 'info';
  title: string;
  message?: string;
  /** Epoch milliseconds (deps.now). */
  created_at: number;
}

/** What pushToast takes. */
export type ToastInput = Omit<Toast, 'id' | 'created_at'>;

/** Toasts and the one store-level error handler. */
export interface UiSlice {
  toasts: Toast[];
  /** Shows a toast; answers its id. */
  pushToast(toast: ToastInput): string;
  /** Removes a toast. */
  dismissToast(id: string): void;
  /** The store-level error handler: logs through deps.onError and shows one error toast (not for 401 or aborts). */
  reportError(error: unknown, text?: string): void;
  /** Spec §8's logged-only failures: logs through deps.onError and console.warn, no toast (not for aborts). */
  logError(error: unknown, text?: string): void;
}

/** Toasts beyond this many drop the oldest, so an unattended screen cannot pile them up. */
export const MAX_TOASTS = 5;

/** The ui slice's data when the store starts or is reset. */
export function initialUiState(): Pick<UiSlice, 'toasts'> {
  return { toasts: [] };
}

/** Creates the ui slice. */
export function createUiSlice({ store, deps }: SliceContext): UiSlice {
  const pushToast = (input: ToastInput): string => {
    const toast: Toast = { ...input, id: deps.newId(), created_at: deps.now().getTime() };
    store.setState((draft) => {
      draft.toasts.push(toast);
      if (draft.toasts.length > MAX_TOASTS) draft.toasts.splice(0, draft.toasts.length - MAX_TOASTS);
    }, false, 'ui/pushToast');
    return toast.id;
  };
  return {
    ...initialUiState(),
    pushToast,
    dismissToast: (id) => store.setState((draft) => {
      draft.toasts = draft.toasts.filter((t) => t.id !== id);
    }, false, 'ui/dismissToast'),
    reportError: (error, text) => {
      if (error instanceof Error && error.name === 'AbortError') return;
      deps.onError?.(error, { text });
      // A 401 already sends the browser to sign in (the client's onUnauthorized); a toast would only add noise.
      if (isApiError(error) && error.status === 401) return;
      const serverMessage = isApiError(error) && error.status > 0 ? error.error : undefined;
      // The spec keeps the server's validation messages off screen; other server messages explain the failure.
      const detail = isApiError(error) && error.error_code === ERROR_CODE.VALIDATION ? undefined : serverMessage;
      pushToast({ type: 'error', title: text ?? serverMessage ?? SPEC_TEXT.somethingWentWrong, message: text ? detail : undefined });
    },
    logError: (error, text) => {
      if (error instanceof Error && error.name === 'AbortError') return;
      deps.onError?.(error, { text });
      console.warn(text ?? (error instanceof Error ? error.message : SPEC_TEXT.somethingWentWrong), error);
    },
  };
}
