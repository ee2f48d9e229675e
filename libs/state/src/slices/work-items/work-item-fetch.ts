import type { Draft } from 'immer';
import type { WebState, WebStore } from '../../core/types';

/** What one work-area fetch does. */
export interface FetchOptions<T> {
  /** Devtools action name. */
  action: string;
  call: () => Promise<T>;
  /** Sets the loader. */
  start?: (draft: Draft<WebState>) => void;
  /** Stores the answer and clears the loader. */
  done: (draft: Draft<WebState>, result: T) => void;
  /** Clears the loader (and marks the failure). */
  failed: (draft: Draft<WebState>, error: unknown) => void;
  /** Toast title on failure (a spec catalogue text); the server's message is used when absent. */
  errorText?: string | ((error: unknown) => string | undefined);
  /** Failures the screen shows itself (e.g. 404: the detail's not-found page): no toast for them, still rethrown. */
  quiet?: (error: unknown) => boolean;
}

/**
 * A read of the work-item area (spec §8: fetch failures clear the loader and rethrow): on failure the loader is
 * cleared, the error reported once (toast) and rethrown, so screens can show their own empty or not-found state.
 */
export async function fetchOrThrow<T>(store: WebStore, options: FetchOptions<T>): Promise<T> {
  if (options.start) store.setState(options.start, false, `${options.action}/start`);
  let result: T;
  try {
    result = await options.call();
  } catch (error) {
    store.setState((draft) => options.failed(draft, error), false, `${options.action}/failed`);
    if (!options.quiet?.(error)) {
      const text = typeof options.errorText === 'function' ? options.errorText(error) : options.errorText;
      store.getState().reportError(error, text);
    }
    throw error;
  }
  store.setState((draft) => options.done(draft, result), false, `${options.action}/done`);
  return result;
}

/** Runs a refetch whose failure is already reported by fetchOrThrow: nothing more to do than not leave it unhandled. */
export function refetch(promise: Promise<unknown>): Promise<void> {
  return promise.then(() => undefined, () => undefined);
}
