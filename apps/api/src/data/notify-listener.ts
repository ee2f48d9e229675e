import pg from 'pg';

/** Called with each NOTIFY payload on the channel. */
export type NotifyHandler = (payload: string) => void;
/** Stops listening and closes what listening opened. */
export type StopListening = () => Promise<void>;

const RECONNECT_MS = 1000;

/**
 * LISTENs on `channel` over ONE dedicated PostgreSQL connection (not from the pool: a pooled connection is handed to
 * other queries, and LISTEN belongs to the session). A connection that cannot be opened or is lost is retried every
 * second; notifications sent while it was down are lost, so readers must also poll now and then (the events hub does,
 * by version).
 */
export async function listenPostgres(connectionString: string, channel: string, onPayload: NotifyHandler): Promise<StopListening> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Bad channel name: ${channel}`);
  let client: pg.Client | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString });
    c.on('notification', (msg) => {
      if (msg.channel === channel && msg.payload !== undefined) onPayload(msg.payload);
    });
    const lost = () => {
      if (client === c) client = null;
      void c.end().catch(() => undefined);
      schedule();
    };
    c.on('error', lost);
    c.on('end', () => {
      if (client === c) lost();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
    } catch (error) {
      await c.end().catch(() => undefined);
      throw error;
    }
    if (stopped) {
      await c.end();
      return;
    }
    client = c;
  };
  const schedule = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      connect().catch(schedule);
    }, RECONNECT_MS);
    timer.unref();
  };
  // Not reachable now (or LISTEN refused, e.g. behind a transaction pooler): keep trying; readers poll meanwhile.
  await connect().catch(() => schedule());
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    const c = client;
    client = null;
    if (c) await c.end().catch(() => undefined);
  };
}
