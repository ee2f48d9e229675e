// The floor page of B1–B3 (tools/bench/local-cache.bench.ts): a worker running @cairn/local-db (floor.worker.ts) and a
// bare React list. The bench script drives it through window.__floor (floor-protocol.ts).
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { FloorCallName, FloorCalls, FloorPageApi, FloorResponse } from './floor-protocol';
import { pageItems, RowsView } from './rows-view';

const ROWS = 50;

const worker = new Worker(new URL('./floor.worker.ts', import.meta.url), { type: 'module', name: 'cairn-bench-floor' });
const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
let nextId = 1;
worker.addEventListener('message', (event: MessageEvent<FloorResponse>) => {
  const answer = event.data;
  const waiter = pending.get(answer.id);
  if (!waiter) return;
  pending.delete(answer.id);
  if (answer.ok) waiter.resolve(answer.result);
  else waiter.reject(new Error(answer.error));
});

function call<K extends FloorCallName>(op: K, params: FloorCalls[K]['params']): Promise<FloorCalls[K]['result']> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
    worker.postMessage({ id, op, params });
  });
}

const nextPaint = () => new Promise<number>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now()))));

const root = createRoot(document.getElementById('root') as HTMLElement);

const api: FloorPageApi = {
  call,
  async openAndRender(q) {
    // Start from an empty page, drawn (not timed).
    flushSync(() => root.render(null));
    await nextPaint();
    const t0 = performance.now();
    const answer = await call('reopenQuery', q);
    const t1 = performance.now();
    if (!answer.page) throw new Error('the local database answered null (ask the server) for the floor query');
    const items = pageItems(answer.page, ROWS);
    flushSync(() => root.render(createElement(RowsView, { items, identifier: 'ROW' })));
    const painted = await nextPaint();
    return { total_ms: painted - t0, close_ms: answer.close_ms, open_ms: answer.open_ms, query_ms: answer.query_ms, render_ms: painted - t1, rows: items.length };
  },
};
window.__floor = api;
