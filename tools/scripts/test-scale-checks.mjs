// The cross-process checks of `npm run test:scale` (see test-scale.mjs): rate limit, live stream, mail jobs.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The per-IP sign-in rule as the API declares it (apps/api/src/modules/auth/auth.policy.ts), so the test follows it. */
function signInPerIpRule() {
  const text = readFileSync(path.join(root, 'apps/api/src/modules/auth/auth.policy.ts'), 'utf8');
  const m = /signInPerIp:\s*\{\s*limit:\s*(\d+),\s*windowSec:\s*(\d+)\s*\}/.exec(text);
  if (!m) throw new Error('signInPerIp not found in auth.policy.ts');
  return { limit: Number(m[1]), windowSec: Number(m[2]) };
}

/** Runs `tasks` (functions returning promises) at most `width` at a time; resolves with their results in order. */
async function pooled(tasks, width) {
  const results = new Array(tasks.length);
  let next = 0;
  const lane = async () => {
    while (next < tasks.length) {
      const i = next;
      next += 1;
      results[i] = await tasks[i]();
    }
  };
  await Promise.all(Array.from({ length: width }, lane));
  return results;
}

function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const countBy = (items, key) => {
  const out = {};
  for (const item of items) out[key(item)] = (out[key(item)] ?? 0) + 1;
  return out;
};
const show = (counts) =>
  Object.entries(counts)
    .map(([k, n]) => `${k} ×${n}`)
    .join(', ');

/**
 * The per-IP sign-in limit, its attempts spread over A and B by the proxy from one client address: `limit` attempts
 * are answered (400, unknown account), the next ones 429 with Retry-After on both processes. A fixed window that
 * turns over mid-run resets the count, so such a run is repeated once from a fresh address.
 */
export async function checkRateLimit(ctx, A, B) {
  const { limit, windowSec } = signInPerIpRule();
  const windowOf = (t) => Math.floor(t / (windowSec * 1000));
  for (let round = 1; round <= 2; round += 1) {
    const from = `127.0.0.${20 + round}`;
    const jar = await ctx.newClient(ctx.proxy.base, from);
    const attempt = (i) => ctx.request(ctx.proxy.base, 'POST', '/auth/sign-in/', { jar, from, body: { email: `nobody-${round}-${i}@scale.test`, password: 'not-the-password' } });
    const t0 = Date.now();
    const first = await pooled(
      Array.from({ length: limit }, (_, i) => () => attempt(i)),
      6,
    );
    const extra = [];
    for (let i = 0; i < 4 && !(extra.some((r) => r.upstream === 'A' && r.status === 429) && extra.some((r) => r.upstream === 'B' && r.status === 429)); i += 1) {
      extra.push(await attempt(limit + i));
    }
    const crossed = windowOf(t0) !== windowOf(Date.now());
    const served = countBy(first, (r) => r.upstream);
    const retryAfterOk = (r) => Number(r.headers['retry-after']) > 0 && Number(r.headers['retry-after']) <= windowSec;
    const ok =
      first.every((r) => r.status === 400) &&
      served.A > 0 &&
      served.B > 0 &&
      extra.every((r) => r.status === 429 && retryAfterOk(r)) &&
      ['A', 'B'].every((name) => extra.some((r) => r.upstream === name));
    const detail =
      `${limit}/${windowSec} s per IP; ${limit} attempts from ${from} (A ${served.A ?? 0}, B ${served.B ?? 0}): ${show(countBy(first, (r) => r.status))}; ` +
      `then ${extra.map((r) => `${r.upstream} ${r.status} Retry-After ${r.headers['retry-after'] ?? '-'}`).join(', ')}`;
    if (!ok && crossed && round === 1) {
      console.log(`rate limit: the ${windowSec} s window turned over during the run; once more from a fresh address (${detail})`);
      continue;
    }
    ctx.record('the per-IP sign-in limit holds across A and B', ok, detail);
    return;
  }
}

/**
 * Live stream across processes: two streams on B (one direct, one through the proxy), 20 changes (10 creates, 10
 * renames) written straight to A; each must arrive as `event: change` carrying the item. The delay is measured from
 * sending the write. Delivery must be NOTIFY-fast: p95 under half the hub's 5 s fallback poll (a poll-only path would
 * have a p95 near 5 s), not a latency goal (that is B7's benchmark).
 */
export async function checkLive(ctx, A, B, jar, ws) {
  const streamPath = `/api/workspaces/${ws.slug}/events/stream/`;
  const direct = await ctx.openStream(B.base, streamPath, { jar });
  let viaProxy = await ctx.openStream(ctx.proxy.base, streamPath, { jar });
  if (viaProxy.upstream !== 'B') {
    viaProxy.close();
    viaProxy = await ctx.openStream(ctx.proxy.base, streamPath, { jar });
  }
  try {
    const isReady = (m) => m.event === 'ready';
    const [readyDirect, readyProxy] = await Promise.all([direct.waitFor(isReady, 10_000), viaProxy.waitFor(isReady, 10_000)]);
    const streamsOk = direct.status === 200 && viaProxy.status === 200 && viaProxy.upstream === 'B' && readyDirect && readyProxy;
    if (!streamsOk) {
      const why = `direct ${direct.status} ready ${Boolean(readyDirect)}; proxy ${viaProxy.status} on ${viaProxy.upstream} ready ${Boolean(readyProxy)}`;
      ctx.record('a change on A reaches a stream on B', false, `streams not open: ${why}`);
      return;
    }
    const items = `/api/workspaces/${ws.slug}/projects/${ws.projectId}/issues/`;
    const delays = { direct: [], proxy: [], ack: [] };
    const problems = [];
    for (let i = 0; i < 10; i += 1) {
      const id = randomUUID();
      const name = `scale ${i}`;
      for (const step of ['created', 'updated']) {
        const want = step === 'created' ? name : `${name} renamed`;
        const t0 = ctx.performance.now();
        const res =
          step === 'created'
            ? await ctx.request(A.base, 'POST', items, { jar, body: { id, name } })
            : await ctx.request(A.base, 'PATCH', `${items}${id}/`, { jar, body: { name: want } });
        delays.ack.push(ctx.performance.now() - t0);
        if (res.status >= 300) {
          problems.push(`${step} ${i}: write answered ${res.status}`);
          continue;
        }
        const matches = (m) =>
          m.event === 'change' && m.json?.entity_type === 'work_item' && m.json.entity_id === id && m.json.action === step && (step === 'created' || m.json.changes?.name?.new === want);
        const [d, p] = await Promise.all([direct.waitFor(matches, 6000), viaProxy.waitFor(matches, 6000)]);
        for (const [label, m] of [
          ['direct', d],
          ['proxy', p],
        ]) {
          if (!m) problems.push(`${step} ${i}: nothing on the ${label} stream within 6 s`);
          else if (m.json.work_item?.name !== want) problems.push(`${step} ${i}: ${label} stream carried name ${JSON.stringify(m.json.work_item?.name)}`);
          else delays[label].push(m.at - t0);
        }
      }
    }
    const fmt = (v) => `p50 ${percentile(v, 50).toFixed(1)} ms, p95 ${percentile(v, 95).toFixed(1)} ms`;
    const fast = (v) => v.length === 20 && percentile(v, 95) < 2500;
    const tail = problems.length ? `; ${problems.slice(0, 3).join('; ')}` : '';
    ctx.record('a change on A reaches a stream on B', problems.length === 0 && fast(delays.direct), `${delays.direct.length}/20 changes (write sent → event on B) ${fmt(delays.direct)}; write answered ${fmt(delays.ack)}${tail}`);
    ctx.record('a stream through the proxy gets every change unbuffered', problems.length === 0 && fast(delays.proxy), `${delays.proxy.length}/20 changes on B via the proxy, ${fmt(delays.proxy)}`);
  } finally {
    direct.close();
    viaProxy.close();
  }
}

/**
 * Mail jobs: 20 sign-in code requests through the proxy (so enqueued on both processes), each process's SMTP going to
 * its own sink (so the sender is known). Waits for every mail and a drained queue, then 2 s more for late duplicates:
 * every request mailed exactly once, every Message-ID once, every job done after one attempt, both workers sent some.
 */
export async function checkJobsOnce(ctx, A, B) {
  const from = '127.0.0.31';
  const tag = randomUUID().slice(0, 8);
  const emails = Array.from({ length: 20 }, (_, i) => `mail-${tag}-${i}@scale.test`);
  const jar = await ctx.newClient(ctx.proxy.base, from);
  const t0 = Date.now();
  const answers = await Promise.all(emails.map((email) => ctx.request(ctx.proxy.base, 'POST', '/auth/magic-generate/', { jar, from, body: { email } })));
  const wanted = new Set(emails);
  const mine = () => ctx.sinks.flatMap((sink, i) => sink.messages.filter((m) => wanted.has(m.to)).map((m) => ({ ...m, sender: ['A', 'B'][i] })));
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline && new Set(mine().map((m) => m.to)).size < emails.length) await sleep(100);
  const allArrivedMs = Date.now() - t0;
  const queue = () => {
    const [row] = ctx.sql(ctx.pg.url, "SELECT count(*) FILTER (WHERE status = 'pending'), count(*) FILTER (WHERE status = 'failed'), count(*) FILTER (WHERE status = 'done'), coalesce(max(attempts), 0) FROM jobs WHERE kind = 'mail'");
    return row.map(Number);
  };
  let [pending, failed, done, maxAttempts] = queue();
  while (Date.now() < deadline && pending > 0) {
    await sleep(100);
    [pending, failed, done, maxAttempts] = queue();
  }
  await sleep(2000); // a second send of any job would show up here
  [pending, failed, done, maxAttempts] = queue();
  const got = mine();
  const byId = countBy(got, (m) => m.messageId);
  const byRecipient = countBy(got, (m) => m.to);
  const twiceById = Object.values(byId).filter((n) => n > 1).length;
  const missing = emails.filter((e) => !byRecipient[e]);
  const twiceByRecipient = emails.filter((e) => byRecipient[e] > 1);
  const enqueuedOn = countBy(answers, (r) => r.upstream);
  const sentBy = countBy(got, (m) => m.sender);
  const ok =
    answers.every((r) => r.status === 200) &&
    missing.length === 0 &&
    twiceById === 0 &&
    twiceByRecipient.length === 0 &&
    got.length === emails.length &&
    pending === 0 &&
    failed === 0 &&
    maxAttempts === 1 &&
    (sentBy.A ?? 0) > 0 &&
    (sentBy.B ?? 0) > 0;
  ctx.record(
    'each mail job runs exactly once (both workers, one table)',
    ok,
    `20 requests (${show(countBy(answers, (r) => r.status))}; enqueued on A ${enqueuedOn.A ?? 0}, B ${enqueuedOn.B ?? 0}); ` +
      `${got.length} mails, ${Object.keys(byId).length} Message-IDs, sent by A ${sentBy.A ?? 0}, B ${sentBy.B ?? 0}; ` +
      `all in ${allArrivedMs} ms; queue: ${pending} pending, ${failed} failed, ${done} done, max attempts ${maxAttempts}` +
      (missing.length ? `; missing ${missing.length}` : '') +
      (twiceById ? `; ${twiceById} Message-ID(s) twice` : '') +
      (twiceByRecipient.length ? `; ${twiceByRecipient.length} recipient(s) mailed twice` : ''),
  );
}

/**
 * A stream resumes after its server restarts: a client of A notes the last version it saw; A is stopped; three changes
 * are made through B meanwhile; A starts again and the client reconnects with that version (`?after=`, what the web
 * client's reopen sends; EventSource itself sends Last-Event-ID): it gets exactly the three missed changes in version
 * order, then the live ones.
 */
export async function checkResume(ctx, A, B, jar, ws, restartA) {
  const streamPath = `/api/workspaces/${ws.slug}/events/stream/`;
  const items = `/api/workspaces/${ws.slug}/projects/${ws.projectId}/issues/`;
  const check = 'a stream resumes after its server restarts, missing nothing';
  const first = await ctx.openStream(A.base, streamPath, { jar });
  const id = randomUUID();
  let last;
  try {
    await first.waitFor((m) => m.event === 'ready', 10_000);
    expectOkStatus(await ctx.request(B.base, 'POST', items, { jar, body: { id, name: 'resume 0' } }), 'create');
    last = await first.waitFor((m) => m.event === 'change' && m.json?.entity_id === id, 6000);
  } finally {
    first.close();
  }
  if (!last?.id) {
    ctx.record(check, false, 'the first change never reached the stream on A');
    return A;
  }
  const downAt = ctx.performance.now();
  const restarted = await restartA(async () => {
    for (let i = 1; i <= 3; i += 1) expectOkStatus(await ctx.request(B.base, 'PATCH', `${items}${id}/`, { jar, body: { name: `resume ${i}` } }), `rename ${i}`);
  });
  const again = await ctx.openStream(restarted.base, `${streamPath}?after=${last.id}`, { jar });
  try {
    await again.waitFor((m) => m.event === 'ready', 10_000);
    expectOkStatus(await ctx.request(B.base, 'PATCH', `${items}${id}/`, { jar, body: { name: 'resume 4' } }), 'rename 4');
    const live = await again.waitFor((m) => m.event === 'change' && m.json?.changes?.name?.new === 'resume 4', 6000);
    const names = again.messages.filter((m) => m.event === 'change' && m.json?.entity_id === id).map((m) => m.json.changes?.name?.new);
    const versions = again.messages.filter((m) => m.event === 'change').map((m) => Number(m.id));
    const ordered = versions.every((v, i) => i === 0 || v > versions[i - 1]) && versions[0] === Number(last.id) + 1;
    const ok = !!live && ordered && JSON.stringify(names) === JSON.stringify(['resume 1', 'resume 2', 'resume 3', 'resume 4']);
    ctx.record(check, ok, `after version ${last.id}: got ${JSON.stringify(names)} (versions ${versions.join(', ')}); A down and back in ${Math.round(ctx.performance.now() - downAt)} ms`);
  } finally {
    again.close();
  }
  return restarted;
}

function expectOkStatus(res, what) {
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${res.text.slice(0, 200)}`);
}
