// The page-collaboration check of `npm run test:scale` (issue 15): two editors of one page, one connected to process A
// and one to process B (straight to each, so they are sure to be on different processes; a third through the proxy),
// each types its own words; every editor must end with the same document (B learns A's updates only through the
// database: the update log and NOTIFY), and the stored document must equal it after everyone leaves.
// Clients: y-websocket's WebsocketProvider (the browser's provider) with `ws`, sending the session cookie and the app's
// Origin, as a browser on PUBLIC_URL would. The words go to a Y.Text beside Lexical's root, so no editor is needed.
import WebSocket from 'ws';
import * as Y from 'yjs';
import { WebsocketProvider } from 'y-websocket';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A WebSocket class that sends the jar's cookies and an Origin (the provider constructs it with url and protocols). */
function socketClass(jar, origin) {
  const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  return class extends WebSocket {
    constructor(url, protocols) {
      super(url, protocols, { headers: { cookie, origin } });
    }
  };
}

function connect(base, origin, jar, ws, pageId) {
  const doc = new Y.Doc();
  const serverUrl = `${base.replace(/^http/, 'ws')}/api/collab/workspaces/${ws.slug}/projects/${ws.projectId}/pages`;
  const provider = new WebsocketProvider(serverUrl, pageId, doc, { WebSocketPolyfill: socketClass(jar, origin), disableBc: true, maxBackoffTime: 500 });
  const synced = new Promise((resolve) => {
    if (provider.synced) resolve();
    else provider.on('sync', (isSynced) => isSynced && resolve());
  });
  return { doc, provider, synced, text: () => doc.getText('scale').toString() };
}

async function until(test, timeoutMs) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (test()) return true;
    await sleep(50);
  }
  return test();
}

/** Two editors on A and B and one through the proxy type into one page; all converge, and so does the stored copy. */
export async function checkPagesCollab(ctx, A, B, jar, ws) {
  const name = 'two processes edit one page';
  const made = await ctx.request(ctx.proxy.base, 'POST', `/api/workspaces/${ws.slug}/projects/${ws.projectId}/pages/`, { jar, body: { name: 'Scale page' } });
  if (made.status !== 201) {
    ctx.record(name, false, `create page: ${made.status} ${made.text.slice(0, 200)}`);
    return;
  }
  const pageId = made.json().id;
  // The app's origin is PUBLIC_URL (the proxy): a browser on it sends that Origin to whichever process it reaches.
  const origin = ctx.proxy.base;
  const editors = [connect(A.base, origin, jar, ws, pageId), connect(B.base, origin, jar, ws, pageId), connect(ctx.proxy.base, origin, jar, ws, pageId)];
  try {
    const allSynced = await Promise.race([Promise.all(editors.map((e) => e.synced)).then(() => true), sleep(15_000).then(() => false)]);
    if (!allSynced) {
      ctx.record(name, false, 'the three editors did not all sync within 15 s');
      return;
    }
    const words = 20;
    const delays = [];
    for (let i = 0; i < words; i += 1) {
      for (const [k, editor] of editors.entries()) {
        const word = `${'abc'[k]}${i} `;
        const t0 = ctx.performance.now();
        editor.doc.getText('scale').insert(editor.doc.getText('scale').length, word);
        // The editor on the other process sees it: A's words reach B (and B's reach A) through the database.
        const other = editors[(k + 1) % 2];
        if (k < 2 && (await until(() => other.text().includes(word), 5_000))) delays.push(ctx.performance.now() - t0);
      }
    }
    const converged = await until(() => editors.every((e) => e.text() === editors[0].text()) && editors[0].text().split(' ').filter(Boolean).length === words * 3, 10_000);
    const text = editors[0].text();
    for (const e of editors) e.provider.destroy();
    // After the last disconnect the process compacts the page: the stored document holds every word.
    let stored = '';
    await sleep(3_000);
    const res = await ctx.request(ctx.proxy.base, 'GET', `/api/workspaces/${ws.slug}/projects/${ws.projectId}/pages/${pageId}/description/`, { jar });
    if (res.status === 200) {
      const check = new Y.Doc();
      Y.applyUpdate(check, new Uint8Array(res.bytes));
      stored = check.getText('scale').toString();
    }
    const sorted = [...delays].sort((a, b) => a - b);
    const p = (q) => (sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]) : NaN);
    const ok = converged && stored === text && delays.length === words * 2;
    ctx.record(name, ok, `editors on A, B and the proxy, ${words * 3} words: converged ${converged}, stored copy equal ${stored === text}; A↔B delay p50 ${p(0.5)} ms, p95 ${p(0.95)} ms (${delays.length}/${words * 2} seen)`);
  } finally {
    for (const e of editors) e.provider.destroy();
  }
}
