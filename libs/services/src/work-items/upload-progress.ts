import { UPLOAD_PROGRESS_DEBOUNCE_MS } from '@cairn/types';

/** Reports upload progress as whole percents, debounced (spec §9: rounded, 16 ms). */
export interface ProgressReporter {
  /** Records `loaded` of `total` bytes; the callback runs once the bytes stop moving for the debounce time. */
  update(loaded: number, total: number): void;
  /** Sends the last pending value at once (the upload finished). */
  flush(): void;
  /** Drops a pending value (the upload failed or was cancelled). */
  cancel(): void;
}

/** Whole percent of `loaded` out of `total`, within 0–100. */
export function progressPercent(loaded: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)));
}

/** Builds a reporter calling `onProgress` with rounded percents, at most once per quiet period of `waitMs`. */
export function createProgressReporter(onProgress: ((percent: number) => void) | undefined, waitMs = UPLOAD_PROGRESS_DEBOUNCE_MS): ProgressReporter {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: number | undefined;
  let sent: number | undefined;
  const send = () => {
    timer = undefined;
    if (pending === undefined || pending === sent) return;
    sent = pending;
    pending = undefined;
    onProgress?.(sent);
  };
  return {
    update(loaded, total) {
      if (!onProgress) return;
      pending = progressPercent(loaded, total);
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(send, waitMs);
    },
    flush() {
      if (timer !== undefined) clearTimeout(timer);
      send();
    },
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      pending = undefined;
    },
  };
}
