/**
 * Resolves after a macrotask, so messages queued for the worker (queries, status requests) run between sync batches.
 * setImmediate under Node; a MessageChannel in browsers (setTimeout(0) is clamped to 4 ms once nested).
 */
export function yieldMacrotask(): Promise<void> {
  const g = globalThis as { setImmediate?: (fn: () => void) => unknown };
  if (typeof g.setImmediate === 'function') return new Promise((resolve) => g.setImmediate!(resolve));
  if (typeof MessageChannel === 'function') {
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}
