// B1–B3's goals, the printed tables (each benchmark beside its comparator) and the goal check written to the results.
import { formatTable } from '../../lib/results';
import { round, summarize, type SampleSummary } from '../../lib/stats';
import type { FillTiming } from '../local-db-harness/floor-protocol';
import type { ColdBootstrapResult } from './cold-bootstrap';
import { SEARCH_DEBOUNCE_MS, type InteractionResult } from './interactions';
import type { PageLoadLayoutResult, WarmOpenLayoutResult } from './warm-open';

/** BENCHMARKS.md B1–B3. */
export const GOALS = {
  b1_speedup_vs_cache_off: 2,
  b1_max_ratio_to_floor: 1.5,
  b1_p95_ms: 150,
  b2_first_page_ms: 1000,
  b2_max_ratio_to_floor: 1.3,
  b2_long_task_ms: 50,
  b3_p95_ms: 100,
  b3_overhead_ms: 40,
} as const;

const met = (ok: boolean) => (ok ? 'met' : 'MISSED');
const mp = (s: SampleSummary) => `${s.median_ms} / ${s.p95_ms}`;
const ratio = (a: number, b: number) => round(a / Math.max(b, 0.001), 2);

/** B1's goal check of one layout (medians for the ratios, the cache-on p95 for the latency goal). */
export function b1Check(r: WarmOpenLayoutResult) {
  const speedup = ratio(r.answered['cache-off'].median_ms, r.answered['cache-on'].median_ms);
  const toFloor = ratio(r.answered['cache-on'].median_ms, r.answered.floor.median_ms);
  return {
    speedup_vs_cache_off: { goal: `>= ${GOALS.b1_speedup_vs_cache_off}`, value: speedup, met: speedup >= GOALS.b1_speedup_vs_cache_off },
    ratio_to_floor: { goal: `<= ${GOALS.b1_max_ratio_to_floor}`, value: toFloor, met: toFloor <= GOALS.b1_max_ratio_to_floor },
    p95: { goal: `<= ${GOALS.b1_p95_ms} ms`, value: r.answered['cache-on'].p95_ms, met: r.answered['cache-on'].p95_ms <= GOALS.b1_p95_ms },
  };
}

export function printB1(results: Record<string, WarmOpenLayoutResult>, mid: Record<string, WarmOpenLayoutResult> = {}, midName = 'mid'): void {
  const all: Array<[string, WarmOpenLayoutResult]> = [...Object.entries(results), ...Object.entries(mid).map(([layout, r]): [string, WarmOpenLayoutResult] => [`${layout} (${midName})`, r])];
  const rows = all.map(([layout, r]) => {
    const c = b1Check(r);
    return [
      layout, mp(r.answered['cache-off']), mp(r.answered['cache-on']), mp(r.answered.floor),
      `${c.speedup_vs_cache_off.value} ${met(c.speedup_vs_cache_off.met)}`, `${c.ratio_to_floor.value} ${met(c.ratio_to_floor.met)}`, met(c.p95.met),
      `${r.cache_on_served_by_cache}/${r.answered['cache-on'].runs}`, `${mp(r.first_row['cache-off'])} | ${mp(r.first_row['cache-on'])}`,
    ];
  });
  console.log(`\nB1 warm list open (in-app click → this open's answer painted), median / p95 ms`);
  console.log(formatTable(['layout', 'cache off', 'cache on', 'floor', `off ÷ on (≥ ${GOALS.b1_speedup_vs_cache_off})`, `on ÷ floor (≤ ${GOALS.b1_max_ratio_to_floor})`, `on p95 ≤ ${GOALS.b1_p95_ms}`, 'painted by cache', 'first row off | on (store copy)'], rows));
  const parts = all.map(([layout, r]) => {
    const req = (m: 'cache-off' | 'cache-on') => (r.list_request_median[m] ? `${r.list_request_median[m]!.sent_ms} → ${r.list_request_median[m]!.answered_ms}` : '—');
    const props = (m: 'cache-off' | 'cache-on') => r.properties_answered_median[m] ?? '—';
    return [
      layout, `${props('cache-off')} | ${props('cache-on')}`, req('cache-off'), req('cache-on'), `${r.cache_query_median.sent_ms ?? '—'} → ${r.cache_query_median.answered_ms ?? '—'}`,
      `${r.app_worker_direct.median_ms} | ${r.app_worker_direct_idle.median_ms}`, r.floor_parts.open.median_ms, r.floor_parts.query.median_ms, r.floor_parts.render.median_ms,
    ];
  });
  console.log(formatTable(['layout', 'user-properties answered off | on', 'server list off: sent → answered', 'server list on', 'cache query on: posted → answered', 'app worker direct | idle', 'floor reopen', 'floor query', 'floor render + 2 rAF'], parts));
  console.log('medians, ms after the click (the floor: its parts); "—": not asked (cache on: the server is asked only when the cache has not answered in 200 ms).');
  console.log('app worker direct: the same query posted from the page straight to the app\'s worker (post → answer), no store, no React; back to back | after 1 s idle.');
  console.log('painted by cache: cache-on opens painted before any server list response had arrived (the race: the rest the server won).');
}

export function printPageLoad(results: Record<string, PageLoadLayoutResult>): void {
  const rows = Object.entries(results).map(([layout, r]) => [layout, mp(r.first_row['cache-off']), mp(r.first_row['cache-on']), ratio(r.first_row['cache-off'].median_ms, r.first_row['cache-on'].median_ms), `${r.cache_on_served_by_cache}/${r.first_row['cache-on'].runs}`]);
  console.log(`\nB1 page-load variant (page.goto the list route → first row painted, ms since navigation start; no goal), median / p95 ms`);
  console.log(formatTable(['layout', 'cache off', 'cache on', 'off ÷ on', 'painted by cache'], rows));
}

/** B2's goal check (medians over the cold runs and the floor fills). */
export function b2Check(cold: ColdBootstrapResult[], floor: FillTiming[]) {
  const firstPage = summarize(cold.map((c) => c.first_row_painted_ms));
  const synced = summarize(cold.map((c) => c.fully_synced_ms));
  const fl = summarize(floor.map((f) => f.total_ms));
  const maxTask = Math.max(0, ...cold.map((c) => c.long_tasks.max_ms));
  const toFloor = ratio(synced.median_ms, fl.median_ms);
  return {
    first_page: { goal: `<= ${GOALS.b2_first_page_ms} ms`, value: firstPage.median_ms, met: firstPage.median_ms <= GOALS.b2_first_page_ms, served_by_server: cold.every((c) => c.first_page_served_by === 'server') },
    fully_synced_ratio_to_floor: { goal: `<= ${GOALS.b2_max_ratio_to_floor}`, value: toFloor, met: toFloor <= GOALS.b2_max_ratio_to_floor },
    long_tasks: { goal: `no main-thread task > ${GOALS.b2_long_task_ms} ms`, value: maxTask, count: cold.reduce((n, c) => n + c.long_tasks.count, 0), met: maxTask <= GOALS.b2_long_task_ms },
  };
}

export function printB2(cold: ColdBootstrapResult[], floor: FillTiming[]): void {
  const c = b2Check(cold, floor);
  const s = (xs: number[]) => summarize(xs);
  const sec = (x: SampleSummary) => `${round(x.median_ms / 1000, 1)} / ${round(x.p95_ms / 1000, 1)}`;
  const synced = s(cold.map((x) => x.fully_synced_ms));
  const syncOnly = s(cold.map((x) => x.sync_only_ms ?? Number.NaN));
  const fl = s(floor.map((f) => f.total_ms));
  const rows: Array<Array<string | number>> = [
    ['first page painted (ms)', mp(s(cold.map((x) => x.first_row_painted_ms))), '—', '—', `≤ ${GOALS.b2_first_page_ms} ms, server`, `${met(c.first_page.met)}${c.first_page.served_by_server ? ', server' : ', NOT the server'}`],
    ['fully synced since navigation (s)', sec(synced), sec(fl), ratio(synced.median_ms, fl.median_ms), `≤ ${GOALS.b2_max_ratio_to_floor} × floor`, met(c.fully_synced_ratio_to_floor.met)],
    ['sync only: first sync request → all synced (s)', sec(syncOnly), sec(fl), ratio(syncOnly.median_ms, fl.median_ms), '(information)', ''],
    ['long tasks: count / max ms (whole page)', `${c.long_tasks.count} / ${c.long_tasks.value}`, '—', '—', `none > ${GOALS.b2_long_task_ms} ms`, met(c.long_tasks.met)],
    ['long tasks during the sync: count / max ms', cold.map((x) => `${x.long_tasks.during_sync.count} / ${x.long_tasks.during_sync.max_ms}`).join(', '), '—', '—', '', ''],
  ];
  console.log(`\nB2 cold bootstrap, empty profile, cache on (${cold.length} run(s)) vs the floor (${floor.length} fill(s)): median / p95`);
  console.log(formatTable(['measure', 'app', 'floor', 'app ÷ floor', 'goal', ''], rows));
  const f = (k: keyof FillTiming) => round(summarize(floor.map((x) => x[k] as number)).median_ms / 1000, 2);
  console.log(`floor parts (median s): open ${f('open_ms')}, fetch ${f('fetch_ms')}, JSON.parse ${f('parse_ms')}, upsertWorkItems ${f('write_ms')}, buildListIndexes ${f('index_ms')}; ${floor[0]?.rows ?? 0} rows, ${round((floor[0]?.bytes ?? 0) / 2 ** 20, 1)} MB`);
  const app = (pick: (c: ColdBootstrapResult) => number | null | undefined) => round(summarize(cold.map((c) => pick(c) ?? Number.NaN)).median_ms / 1000, 2);
  console.log(`app (median s since navigation): first sync request ${app((c) => c.first_sync_request_ms)}, last project marked synced ${app((c) => c.projects_marked_ms)}, finishSync posted ${app((c) => c.finish_sync?.posted_ms)} → answered ${app((c) => c.finish_sync?.answered_ms)}`);
}

export function printB3(results: InteractionResult[]): void {
  const rows = results.map((r) => {
    const debounce = r.name === 'search' ? SEARCH_DEBOUNCE_MS : 0;
    const p95 = r.ours.p95_ms - debounce;
    const overhead = r.overhead_median_ms - debounce;
    return [
      r.label, mp(r.ours), `${r.cache_query_median.sent_ms ?? '—'} → ${r.cache_query_median.answered_ms ?? '—'}`, `${r.app_worker_direct.median_ms} | ${r.app_worker_direct_idle.median_ms}`, mp(r.raw), round(overhead, 1), `${met(p95 <= GOALS.b3_p95_ms)}${debounce ? ` (${round(p95, 1)} after the debounce)` : ''}`,
      met(overhead <= GOALS.b3_overhead_ms), `${r.served_by_cache}/${r.ours.runs}`, r.raw.total_count ?? '—',
    ];
  });
  console.log(`\nB3 interactions, list layout, cache on (input → changed list painted) vs the raw query in the worker: median / p95 ms`);
  console.log(formatTable(['interaction', 'ours', 'cache query posted → answered', 'app worker direct | idle', 'raw query (floor)', 'overhead (median)', `p95 ≤ ${GOALS.b3_p95_ms}`, `overhead ≤ ${GOALS.b3_overhead_ms}`, 'painted by cache', 'items'], rows));
  console.log(`search: ours includes the search box's ${SEARCH_DEBOUNCE_MS} ms debounce; its overhead and goal check subtract it.`);
  console.log('overhead = ours − raw query (medians). app worker direct: the query posted from the page straight to the app\'s worker (post → answer), back to back | after 1 s idle.');
}

/** B3's goal check. */
export function b3Check(results: InteractionResult[]) {
  return Object.fromEntries(
    results.map((r) => {
      const debounce = r.name === 'search' ? SEARCH_DEBOUNCE_MS : 0;
      return [
        r.name,
        {
          p95: { goal: `<= ${GOALS.b3_p95_ms} ms${debounce ? ' (after the debounce)' : ''}`, value: round(r.ours.p95_ms - debounce, 1), met: r.ours.p95_ms - debounce <= GOALS.b3_p95_ms },
          overhead: { goal: `<= ${GOALS.b3_overhead_ms} ms`, value: round(r.overhead_median_ms - debounce, 1), met: r.overhead_median_ms - debounce <= GOALS.b3_overhead_ms },
        },
      ];
    }),
  );
}
