import { z } from 'zod';
import { timestampSchema, uuidSchema } from './common.schema';

// Project work-item exports (issue 17 point 4; spec §7 export-issues/): a job writes a CSV or JSON file, the creator
// downloads it when completed.

/** File formats of an export. */
export const EXPORT_FORMATS = ['csv', 'json'] as const;
/** One export format. */
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
/** Life of an export row. */
export const EXPORT_STATUSES = ['queued', 'processing', 'completed', 'failed'] as const;
/** One export status. */
export type ExportStatus = (typeof EXPORT_STATUSES)[number];
/** Most projects one export may hold. */
export const EXPORT_PROJECTS_MAX = 50;
/** Past exports GET export-issues/ answers (newest first). */
export const EXPORT_LIST_LIMIT = 50;
/** How often the web asks again while an export is queued or processing (ms). */
export const EXPORT_POLL_MS = 2000;

/** Messages of the export routes. */
export const EXPORT_TEXT = {
  exportNotFound: 'Export not found',
  notReady: 'The export is not ready yet',
  guestsCannotExport: 'Guests cannot export work items',
  projectNotFound: 'Project not found',
  duplicateProjects: 'Each project may be given once',
} as const;

/** POST export-issues/: the projects (each one the caller is a member or admin of) and the format. */
export const exportCreateSchema = z.strictObject({
  provider: z.enum(EXPORT_FORMATS),
  project: z.array(uuidSchema).min(1).max(EXPORT_PROJECTS_MAX),
  /** Accepted for the seed's clients; one file always holds every chosen project. */
  multiple: z.boolean().optional(),
});

/** An export as GET export-issues/ lists it. */
export const workItemExportSchema = z.object({
  id: uuidSchema,
  format: z.enum(EXPORT_FORMATS),
  status: z.enum(EXPORT_STATUSES),
  project_ids: z.array(uuidSchema),
  /** The projects still there (name and identifier). */
  projects: z.array(z.object({ id: uuidSchema, name: z.string(), identifier: z.string() })),
  file_name: z.string().nullable(),
  item_count: z.number().int().nullable(),
  size: z.number().int().nullable(),
  error: z.string().nullable(),
  created_by: uuidSchema,
  created_at: timestampSchema,
  completed_at: timestampSchema.nullable(),
});

/** GET export-issues/: the caller's exports in the workspace, newest first. */
export const workItemExportListSchema = z.object({ results: z.array(workItemExportSchema) });

export type ExportCreate = z.infer<typeof exportCreateSchema>;
export type WorkItemExport = z.infer<typeof workItemExportSchema>;
export type WorkItemExportList = z.infer<typeof workItemExportListSchema>;
