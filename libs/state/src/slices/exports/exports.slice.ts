import type { ExportCreate, WorkItemExport } from '@cairn/types';
import { confirmed } from '../../core/confirmed';
import { load } from '../../core/load';
import type { LoadStatus, SliceContext } from '../../core/types';

/** Work-item exports (issue 17 point 4): the caller's exports per workspace. */
export interface ExportsSlice {
  /** Export records by id. */
  exportsById: Record<string, WorkItemExport>;
  /** slug → the caller's export ids, newest first. */
  exportIdsBySlug: Record<string, string[]>;
  exportsStatusBySlug: Record<string, LoadStatus>;
  /** GET export-issues/ (also the 2 s poll while one runs). Never throws; failures are logged. */
  loadExports(slug: string): Promise<void>;
  /** POST export-issues/ (server-first: the server checks every project); the new export goes on top. Rethrows. */
  createExport(slug: string, body: ExportCreate): Promise<WorkItemExport>;
}

type Data = Pick<ExportsSlice, 'exportsById' | 'exportIdsBySlug' | 'exportsStatusBySlug'>;

/** The slice's data when the store starts or is reset. */
export function initialExportsState(): Data {
  return { exportsById: {}, exportIdsBySlug: {}, exportsStatusBySlug: {} };
}

/** Creates the exports slice. */
export function createExportsSlice(ctx: SliceContext): ExportsSlice {
  const { store } = ctx;
  const { exports } = ctx.deps.services;
  return {
    ...initialExportsState(),
    loadExports: async (slug) => {
      await load(store, {
        action: 'exports/load',
        call: () => exports.list(slug),
        start: (d) => {
          // A poll keeps the list on screen: only the first load shows as loading.
          if (d.exportsStatusBySlug[slug] !== 'ready') d.exportsStatusBySlug[slug] = 'loading';
        },
        done: (d, answer) => {
          for (const row of answer.results) d.exportsById[row.id] = row;
          d.exportIdsBySlug[slug] = answer.results.map((r) => r.id);
          d.exportsStatusBySlug[slug] = 'ready';
        },
        failed: (d) => {
          if (d.exportsStatusBySlug[slug] !== 'ready') d.exportsStatusBySlug[slug] = 'error';
        },
        report: (error) => store.getState().logError(error),
      });
    },
    createExport: (slug, body) =>
      confirmed(store, {
        action: 'exports/create',
        call: () => exports.create(slug, body),
        done: (d, row) => {
          d.exportsById[row.id] = row;
          d.exportIdsBySlug[slug] = [row.id, ...(d.exportIdsBySlug[slug] ?? []).filter((id) => id !== row.id)];
        },
      }),
  };
}
