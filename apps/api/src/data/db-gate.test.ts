import { DatabaseBusyError, DbGate, runAsRequest } from './db-gate';

const tick = () => new Promise((resolve) => setImmediate(resolve));

/** A statement that holds the gate until `release()` is called. */
function holder(gate: DbGate) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const done = gate.run(() => released);
  return { release, done };
}

describe('DbGate', () => {
  it('lets requests in by arrival time, not by the order their statements asked', async () => {
    const gate = new DbGate(60_000);
    const hold = holder(gate);
    const order: string[] = [];
    const t0 = performance.now();
    // Asked in the order c, a, b; arrived a, b, c.
    const c = runAsRequest(() => gate.run(async () => void order.push('c')), t0 + 3);
    const a = runAsRequest(() => gate.run(async () => void order.push('a')), t0 + 1);
    const b = runAsRequest(() => gate.run(async () => void order.push('b')), t0 + 2);
    await tick();
    expect(gate.queued).toBe(3);
    hold.release();
    await Promise.all([hold.done, a, b, c]);
    expect(order).toEqual(['a', 'b', 'c']);
    expect(gate.queued).toBe(0);
  });

  it('finishes a request under way before a newer one starts', async () => {
    const gate = new DbGate(60_000);
    const order: string[] = [];
    let newer!: Promise<unknown>;
    const older = runAsRequest(async () => {
      await gate.run(async () => {
        order.push('older 1');
        // A newer request arrives and asks while the older one holds the database.
        newer = runAsRequest(() => gate.run(async () => void order.push('newer')));
      });
      await gate.run(async () => void order.push('older 2'));
    });
    await older;
    await newer;
    expect(order).toEqual(['older 1', 'older 2', 'newer']);
  });

  it("queues a request's later statement ahead of newer requests", async () => {
    const gate = new DbGate(60_000);
    const order: string[] = [];
    let hold!: ReturnType<typeof holder>;
    let newer!: Promise<unknown>;
    const older = runAsRequest(async () => {
      await gate.run(async () => void order.push('older 1'));
      // Between its statements the older request waits on something else; meanwhile other work takes the database
      // and a newer request queues.
      hold = holder(gate);
      newer = runAsRequest(() => gate.run(async () => void order.push('newer')));
      await tick();
      const second = gate.run(async () => void order.push('older 2'));
      await tick();
      hold.release();
      await second;
    });
    await older;
    await newer;
    expect(order).toEqual(['older 1', 'older 2', 'newer']);
  });

  it('refuses a request that has not had the database within the bound, with a Retry-After, and only that one', async () => {
    const gate = new DbGate(150);
    const hold = holder(gate);
    let ran = false;
    const started = performance.now();
    const refused = runAsRequest(() => gate.run(async () => void (ran = true)));
    await expect(refused).rejects.toBeInstanceOf(DatabaseBusyError);
    const error = (await refused.catch((e: unknown) => e)) as DatabaseBusyError;
    expect(error.retryAfterSec).toBe(1);
    expect(error.waitedMs).toBeGreaterThanOrEqual(140);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(ran).toBe(false);
    expect(gate.queued).toBe(0);
    // Work outside a request waits as long as it takes; the gate still works after a refusal.
    const outside = gate.run(async () => 'outside');
    await new Promise((resolve) => setTimeout(resolve, 200));
    hold.release();
    await expect(outside).resolves.toBe('outside');
    await expect(runAsRequest(() => gate.run(async () => 'next'))).resolves.toBe('next');
  });

  it('never refuses a request that has already run a statement', async () => {
    const gate = new DbGate(100);
    let hold!: ReturnType<typeof holder>;
    const request = runAsRequest(async () => {
      await gate.run(async () => undefined);
      hold = holder(gate);
      const second = gate.run(async () => 'second');
      setTimeout(() => hold.release(), 250);
      return second;
    });
    await expect(request).resolves.toBe('second');
    await hold.done;
  });
});
