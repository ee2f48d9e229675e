import { withWriteLock, WRITE_LOCK_NAME, type LockManagerLike } from './write-lock';

/** An exclusive in-memory lock manager (Web Locks semantics for one name, with the abort signal). */
function fakeLocks() {
  let tail: Promise<unknown> = Promise.resolve();
  const names: string[] = [];
  const locks: LockManagerLike = {
    request(name, options, callback) {
      names.push(name);
      const previous = tail;
      const run = new Promise((resolve, reject) => {
        let aborted = false;
        options.signal?.addEventListener('abort', () => {
          aborted = true;
          const e = new Error('aborted');
          e.name = 'AbortError';
          reject(e);
        });
        void previous.then(() => (aborted ? undefined : callback().then(resolve, reject)));
      });
      tail = run.catch(() => undefined);
      return run;
    },
  };
  return { locks, names };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('withWriteLock', () => {
  test('without Web Locks runs fn directly', async () => {
    expect(await withWriteLock(async () => 7, { locks: null })).toBe(7);
  });

  test('writers take sync_workspace one at a time', async () => {
    const { locks, names } = fakeLocks();
    const log: string[] = [];
    const writer = (tag: string) => withWriteLock(async () => {
      log.push(`${tag} start`);
      await sleep(10);
      log.push(`${tag} end`);
      return tag;
    }, { locks });
    expect(await Promise.all([writer('a'), writer('b')])).toEqual(['a', 'b']);
    expect(log).toEqual(['a start', 'a end', 'b start', 'b end']);
    expect(names).toEqual([WRITE_LOCK_NAME, WRITE_LOCK_NAME]);
  });

  test('a holder is cut off after the timeout: the next writer runs, the slow one still finishes', async () => {
    const { locks } = fakeLocks();
    const log: string[] = [];
    const slow = withWriteLock(async () => {
      await sleep(120);
      log.push('slow done');
      return 'slow';
    }, { locks, timeoutMs: 30 });
    await sleep(5);
    const fast = withWriteLock(async () => {
      log.push('fast');
      return 'fast';
    }, { locks, timeoutMs: 200 });
    expect(await fast).toBe('fast');
    expect(log).toEqual(['fast']);
    expect(await slow).toBe('slow');
  });

  test("fn's error reaches the caller", async () => {
    const { locks } = fakeLocks();
    await expect(withWriteLock(async () => { throw new Error('write failed'); }, { locks })).rejects.toThrow('write failed');
  });
});
