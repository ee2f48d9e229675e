import { ERROR_CODE, SPEC_TEXT } from '@cairn/types';
import { isApiError } from '@cairn/services';
import type { SliceContext } from '../../core/types';

/** The one button a toast may carry ("Undo"). The app dismisses the toast after running it. */
export interface ToastAction {
  /** English label; the app shows `label_key` translated when given (the store has no i18n). */
  label: string;
  label_key?: string;
  run: () => void;
}

/** A toast message the app shows and dismisses (success and info leave on their own; errors stay until closed). */
export interface Toast {
  id: string;
  type: 'error' | 'success' | 'info';
  title: string;
  message?: string;
  /** An i18n key the app translates (with `title_values`) instead of the English `title`. */
  title_key?: string;
  title_values?: Record<string, string | number>;
  action?: ToastAction;
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

/**
 * At most this many toasts at once, so an unattended screen cannot pile them up: a new one drops the oldest success or
 * info toast, or the oldest error when all are errors.
 */
export const MAX_TOASTS = 3;

// The toast a new one replaces when the screen is full.
function evictionIndex(toasts: readonly Toast[]): number {
  const oldestTransient = toasts.findIndex((t) => t.type !== 'error');
  return oldestTransient >= 0 ? oldestTransient : 0;
}

/** The ui slice's data when the store starts or is reset. */
export function initialUiState(): Pick<UiSlice, 'toasts'> {
  return { toasts: [] };
}

/** Creates the ui slice. */
export function createUiSlice({ store, deps }: SliceContext): UiSlice {
  const pushToast = (input: ToastInput): string => {
    const toast: Toast = { ...input, id: deps.newId(), created_at: deps.now().getTime() };
    store.setState((draft) => {
      while (draft.toasts.length >= MAX_TOASTS) draft.toasts.splice(evictionIndex(draft.toasts), 1);
      draft.toasts.push(toast);
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
