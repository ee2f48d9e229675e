import type { Draft } from 'immer';
import type { WebState, WebStore } from './types';

/** What one load does. */
export interface LoadOptions<T> {
  /** Devtools action name. */
  action: string;
  call: () => Promise<T>;
  /** Marks the load as running. */
  start?: (draft: Draft<WebState>) => void;
  /** Stores the server's answer. */
  done: (draft: Draft<WebState>, result: T) => void;
  /** Marks the load as failed. */
  failed?: (draft: Draft<WebState>, error: unknown) => void;
  /** Toast title on failure (a spec catalogue text). */
  errorText?: string;
  /** Reports a failure instead of the store's toast (spec §8 loads that are only logged). */
  report?: (error: unknown) => void;
}

/** Runs a read: never throws; a failure is reported once (toast) and answers undefined. */
export async function load<T>(store: WebStore, options: LoadOptions<T>): Promise<T | undefined> {
  if (options.start) store.setState(options.start, false, `${options.action}/start`);
  try {
    const result = await options.call();
    store.setState((draft) => options.done(draft, result), false, `${options.action}/done`);
    return result;
  } catch (error) {
    if (options.failed) store.setState((draft) => options.failed?.(draft, error), false, `${options.action}/failed`);
    if (options.report) options.report(error);
    else store.getState().reportError(error, options.errorText);
    return undefined;
  }
}
