import type { WorkItemExport } from '@cairn/types';
import { listOf } from '../../core/memo';
import type { LoadStatus, WebState } from '../../core/types';

const NONE: string[] = [];

/** The caller's export ids in the workspace, newest first. */
export const selectExportIds = (s: WebState, slug: string): string[] => s.exportIdsBySlug[slug] ?? NONE;
/** The caller's exports in the workspace, newest first. */
export const selectExports = (s: WebState, slug: string): readonly WorkItemExport[] => listOf(selectExportIds(s, slug), s.exportsById);
/** Whether the export list has loaded. */
export const selectExportsStatus = (s: WebState, slug: string): LoadStatus => s.exportsStatusBySlug[slug] ?? 'idle';
/** Whether any export of the workspace is still queued or processing (the screen polls while so). */
export const selectHasRunningExport = (s: WebState, slug: string): boolean =>
  selectExportIds(s, slug).some((id) => ['queued', 'processing'].includes(s.exportsById[id]?.status ?? ''));
