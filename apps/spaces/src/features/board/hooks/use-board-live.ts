import { useEffect } from 'react';
import { apiPaths } from '@cairn/types';

/** The part of the browser's EventSource the board uses (tests replace the global with a fake). */
interface EventSourceLike {
  readonly readyState: number;
  onerror: ((event: unknown) => void) | null;
  addEventListener(type: string, listener: (event: { data?: string }) => void): void;
  close(): void;
}

type EventSourceCtor = new (url: string) => EventSourceLike;

/** Handlers of the board's live stream. */
export interface BoardLiveHandlers {
  /** Something on the board changed (a ping, no data): refetch what is shown. */
  onChange(): void;
  /** The board was unpublished. */
  onGone(): void;
}

// EventSource.CLOSED: the browser gave up and will not reconnect by itself.
const CLOSED = 2;
/** Reconnect delays: 1 s doubling to 30 s. */
export const liveBackoffMs = (attempt: number) => Math.min(30_000, 1_000 * 2 ** Math.max(0, attempt - 1));
/** A burst of changes (a bulk edit) becomes one refetch. */
export const LIVE_CHANGE_DEBOUNCE_MS = 250;

/**
 * Follows GET /api/public/anchor/{anchor}/events/ while `enabled`: `change` → onChange (debounced), `gone` → onGone
 * (and the stream stops). A dropped connection is left to EventSource; one it gave up on is reopened after a backoff.
 */
export function useBoardLive(anchor: string, enabled: boolean, handlers: BoardLiveHandlers): void {
  const { onChange, onGone } = handlers;
  useEffect(() => {
    const Ctor = (globalThis as { EventSource?: EventSourceCtor }).EventSource;
    if (!enabled || !Ctor) return undefined;
    let source: EventSourceLike | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let debounce: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;

    const stop = () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      if (debounce) clearTimeout(debounce);
      source?.close();
      source = undefined;
    };
    const open = () => {
      if (stopped) return;
      const es = new Ctor(apiPaths.publicEvents(anchor));
      source = es;
      es.addEventListener('open', () => {
        attempt = 0;
      });
      es.addEventListener('change', () => {
        if (source !== es) return;
        attempt = 0;
        if (debounce) clearTimeout(debounce);
        debounce = setTimeout(onChange, LIVE_CHANGE_DEBOUNCE_MS);
      });
      es.addEventListener('gone', () => {
        if (source !== es) return;
        stop();
        onGone();
      });
      es.onerror = () => {
        if (source !== es || stopped || es.readyState !== CLOSED) return;
        es.close();
        source = undefined;
        attempt += 1;
        retry = setTimeout(open, liveBackoffMs(attempt));
      };
    };
    open();
    return stop;
  }, [anchor, enabled, onChange, onGone]);
}
