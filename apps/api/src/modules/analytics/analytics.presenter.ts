import {
  ANALYTICS_NONE_KEY, PRIORITIES, STATE_GROUPS, type AnalyticsChart, type AnalyticsDimension, type AnalyticsDuration, type AnalyticsKey,
  type AnalyticsMeasure, type AnalyticsSegmentDimension,
} from '@cairn/types';
import type { AnalyticsChartCell, AnalyticsKeyFacts } from '../../data/repositories/analytics.repository';

// Rows of a custom chart from its SQL cells. Key names: entity names (states, labels, cycles, modules, projects,
// members' display names); state groups, priorities and dates answer their key as the name (the web shows them
// translated / formatted); the 'none' key answers name '' (the web shows its own translated "None").

/** Dimensions whose keys are ids (their names come from analyticsKeyFacts). */
export const ID_DIMENSIONS: ReadonlySet<AnalyticsDimension> = new Set(['state', 'label', 'assignee', 'cycle', 'module', 'project']);

const PRIORITY_ORDER = [...PRIORITIES].reverse(); // urgent … none

const round2 = (n: number) => Math.round(n * 100) / 100;

interface SortableKey extends AnalyticsKey {
  rank: number;
  sequence: number;
}

function keyOf(d: AnalyticsDimension, key: string | null, facts: Map<string, AnalyticsKeyFacts>): SortableKey {
  if (key === null) return { key: ANALYTICS_NONE_KEY, name: '', color: null, rank: Number.MAX_SAFE_INTEGER, sequence: 0 };
  if (d === 'state_group') return { key, name: key, color: null, rank: STATE_GROUPS.indexOf(key as never), sequence: 0 };
  if (d === 'priority') return { key, name: key, color: null, rank: PRIORITY_ORDER.indexOf(key as never), sequence: 0 };
  const f = facts.get(key);
  if (!ID_DIMENSIONS.has(d)) return { key, name: key, color: null, rank: 0, sequence: 0 };
  return { key, name: f?.name ?? '', color: f?.color ?? null, rank: f?.rank ?? 0, sequence: f?.sequence ?? 0 };
}

/** The dimension's order: groups and priorities in their order, states by group then sequence, dates ascending, names otherwise; none last. */
function compareKeys(d: AnalyticsDimension, a: SortableKey, b: SortableKey): number {
  if (a.rank !== b.rank) return a.rank - b.rank;
  if (d === 'state' && a.sequence !== b.sequence) return a.sequence - b.sequence;
  if (d === 'created_date' || d === 'completed_date') return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
  const byName = a.name.toLowerCase().localeCompare(b.name.toLowerCase());
  return byName !== 0 ? byName : a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}

const strip = ({ key, name, color }: SortableKey): AnalyticsKey => ({ key, name, color });

/** The wire answer of GET analytics/. */
export function presentChart(
  q: { x: AnalyticsDimension; y: AnalyticsMeasure; segment: AnalyticsSegmentDimension | null; duration: AnalyticsDuration },
  cells: AnalyticsChartCell[],
  total: number,
  facts: { x: Map<string, AnalyticsKeyFacts>; segment: Map<string, AnalyticsKeyFacts> },
): AnalyticsChart {
  const rows = new Map<string, SortableKey & { value: number; values: Record<string, number> }>();
  const segments = new Map<string, SortableKey>();
  for (const c of cells) {
    const x = keyOf(q.x, c.x, facts.x);
    const row = rows.get(x.key) ?? { ...x, value: 0, values: {} };
    rows.set(x.key, row);
    row.value = round2(row.value + c.v);
    // A date bucket without items comes as one cell with no segment and 0: the row, no segment key.
    if (q.segment && (c.s !== null || c.v !== 0)) {
      const s = keyOf(q.segment, c.s, facts.segment);
      segments.set(s.key, s);
      row.values[s.key] = round2((row.values[s.key] ?? 0) + c.v);
    }
  }
  const sortedRows = [...rows.values()].sort((a, b) => compareKeys(q.x, a, b));
  return {
    x_axis: q.x,
    y_axis: q.y,
    segment: q.segment,
    duration: q.duration,
    rows: sortedRows.map((r) => ({ ...strip(r), value: r.value, ...(q.segment ? { values: r.values } : {}) })),
    segments: q.segment ? [...segments.values()].sort((a, b) => compareKeys(q.segment!, a, b)).map(strip) : [],
    total,
  };
}
