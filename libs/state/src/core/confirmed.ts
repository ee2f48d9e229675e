import type { Draft } from 'immer';
import type { WebState, WebStore } from './types';

/** What one server-first write does. */
export interface ConfirmedOptions<T> {
  /** Devtools action name. */
  action: string;
  call: () => Promise<T>;
  /** Stores the server's answer. */
  done?: (draft: Draft<WebState>, result: T) => void;
  /** Toast title on failure (a spec catalogue text); the server's message is used when absent. */
  errorText?: string;
}

/**
 * A write that waits for the server (creates whose id or name the server may refuse): on failure it reports once
 * and rethrows, so forms can react; on success it applies the answer.
 */
export async function confirmed<T>(store: WebStore, options: ConfirmedOptions<T>): Promise<T> {
  let result: T;
  try {
    result = await options.call();
  } catch (error) {
    store.getState().reportError(error, options.errorText);
    throw error;
  }
  const done = options.done;
  if (done) store.setState((draft) => done(draft, result), false, options.action);
  return result;
}

/** Reports `message` as an error toast and answers a rejected promise, for requests refused before any call. */
export function refuse(store: WebStore, message: string): Promise<never> {
  const error = new Error(message);
  store.getState().reportError(error, message);
  return Promise.reject(error);
}

/** Copies the defined fields of `patch` onto `target` (an optional field left undefined means "unchanged"). */
export function assignDefined<T extends object>(target: T, patch: Partial<T>): void {
  for (const [key, value] of Object.entries(patch)) {
    if (value !== undefined) (target as Record<string, unknown>)[key] = value;
  }
}
