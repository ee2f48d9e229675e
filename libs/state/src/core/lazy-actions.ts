import type { SliceContext, WebStore } from './types';

/** The slices whose async actions load with their screens (B8: they stay out of the start-up chunk). */
export type LazySliceName = 'pages' | 'home' | 'intake' | 'notifications' | 'webhooks' | 'timeLogs' | 'publishing';

/** Actions that may load lazily: every one answers a promise (a synchronous action stays in the slice). */
export type AsyncActions<A> = { [K in keyof A]: (...args: never[]) => Promise<unknown> };

/** A type error unless `names` lists every action of A (names outside A are refused by the parameter's own type). */
type EveryName<A, N extends readonly (keyof A)[]> = [Exclude<keyof A, N[number]>] extends [never]
  ? unknown
  : { missingActionNames: Exclude<keyof A, N[number]> };

// Per store: each lazy slice's loader, so a route can warm a slice's actions before the first call.
const preloaders = new WeakMap<WebStore, Map<LazySliceName, () => Promise<unknown>>>();

/** Options of lazyActions. */
export interface LazyActionsOptions<A> {
  /**
   * The actions documented as never throwing (loads that report their own failures): when the module cannot be
   * downloaded (an old tab after a deploy, the network gone), they log the failure and answer undefined instead of
   * rejecting, as they would for a failed request. The others reject, as any failed call of theirs does.
   */
  quiet?: readonly (keyof A)[];
}

/**
 * The async actions of a slice, loaded on first use: calling one imports `load`'s module once (a failed import is
 * retried on the next call), creates the real actions with this ctx once, and forwards the call, answering its
 * promise. Once loaded, calls are forwarded at once; calls made while loading run in call order.
 */
export function lazyActions<A extends AsyncActions<A>, const N extends readonly (keyof A)[]>(
  ctx: SliceContext,
  slice: LazySliceName,
  load: () => Promise<(ctx: SliceContext) => A>,
  names: N & EveryName<A, N>,
  options: LazyActionsOptions<NoInfer<A>> = {},
): NoInfer<A> {
  const quiet = new Set<keyof A>(options.quiet ?? []);
  let real: A | undefined;
  let loading: Promise<A> | undefined;
  // Calls waiting for the module: while any wait, later calls queue behind them so they cannot overtake.
  let waiting = 0;
  const ready = (): Promise<A> => {
    loading ??= load().then((create) => {
      real = create(ctx);
      return real;
    }).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const forward = (actions: A, name: keyof A, args: never[]) => actions[name](...args);
  const lazy = {} as Record<keyof A, (...args: never[]) => Promise<unknown>>;
  for (const name of names as readonly (keyof A)[]) {
    lazy[name] = (...args: never[]) => {
      if (real && waiting === 0) return forward(real, name, args);
      waiting += 1;
      return ready().then(
        (actions) => {
          waiting -= 1;
          return forward(actions, name, args);
        },
        (error: unknown) => {
          waiting -= 1;
          if (!quiet.has(name)) throw error;
          ctx.store.getState().logError(error);
          return undefined;
        },
      );
    };
  }
  const registered = preloaders.get(ctx.store) ?? new Map<LazySliceName, () => Promise<unknown>>();
  registered.set(slice, ready);
  preloaders.set(ctx.store, registered);
  return lazy as A;
}

/** Loads a lazy slice's actions ahead of their first call (a route warming its screen). Never rejects: a failed load is retried by the next call. */
export async function preloadSliceActions(store: WebStore, slice: LazySliceName): Promise<void> {
  try {
    await preloaders.get(store)?.get(slice)?.();
  } catch {
    // The next call of one of the slice's actions imports again and reports its own failure.
  }
}
