import { z } from 'zod';
import { PAGE_ACCESS, PAGE_LIST_TYPES, PAGE_NAME_MAX_LENGTH, PAGE_SORT_DIRECTIONS, PAGE_SORT_KEYS } from '../page-constants';
import { timestampSchema, uuidSchema } from './common.schema';
import { hexColorSchema, projectLogoPropsSchema } from './project.schema';

// Pages on the wire (issue 15; workspace-pages-account spec §3 Page, §7 Pages). A page's content travels two ways:
// as description_html (read by lists' previews, search, the API) and as the collaborative document's bytes
// (GET/PATCH description/, and the WebSocket of the collaboration server). The HTML follows the document.

/** A page. is_favorite is the caller's. description_html is sent by the detail (GET pages/{id}/), not by lists. */
export const pageSchema = z.object({
  id: uuidSchema,
  workspace: uuidSchema,
  name: z.string(),
  description_html: z.string().optional(),
  /** The first characters of the page's text, for list previews. */
  description_preview: z.string(),
  color: z.string(),
  label_ids: z.array(uuidSchema),
  owned_by: uuidSchema.nullable(),
  access: z.enum(PAGE_ACCESS),
  logo_props: z.union([projectLogoPropsSchema, z.strictObject({})]),
  is_favorite: z.boolean(),
  is_locked: z.boolean(),
  archived_at: timestampSchema.nullable(),
  /** The page's projects, first (its link's) first. */
  project_ids: z.array(uuidSchema),
  created_by: uuidSchema.nullable(),
  updated_by: uuidSchema.nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

const pageName = z.string().trim().max(PAGE_NAME_MAX_LENGTH);

/** POST pages/: every field optional (an untitled page is allowed); description_html seeds the document. */
export const pageCreateSchema = z.strictObject({
  id: uuidSchema.optional(),
  name: pageName.optional(),
  description_html: z.string().optional(),
  access: z.enum(PAGE_ACCESS).optional(),
  color: z.union([hexColorSchema, z.literal('')]).optional(),
  label_ids: z.array(uuidSchema).max(100).optional(),
  logo_props: z.union([projectLogoPropsSchema, z.strictObject({})]).optional(),
});
/**
 * PATCH pages/{id}/: name, logo_props, color, label_ids, and description_html (replaces the document's content, for
 * clients without the collaborative editor). access, lock and archive have their own routes.
 */
export const pageUpdateSchema = pageCreateSchema.omit({ id: true, access: true });
/** POST pages/{id}/access/. */
export const pageAccessSchema = z.strictObject({ access: z.enum(PAGE_ACCESS) });
/** POST pages/{id}/move/ (spec §4). */
export const pageMoveSchema = z.strictObject({ new_project_id: uuidSchema });
/** POST pages/{id}/duplicate/: an optional name (default "{name} (copy)"). */
export const pageDuplicateSchema = z.strictObject({ name: pageName.optional() });
/** PATCH pages/{id}/description/ as JSON: the HTML, or the document's bytes in base64. */
export const pageDescriptionUpdateSchema = z.union([
  z.strictObject({ description_html: z.string() }),
  z.strictObject({ description_binary: z.string().base64() }),
]);

/** GET pages/ query (spec §3 view list filters: searchQuery, sortKey, sortBy). */
export const pagesQuerySchema = z.strictObject({
  type: z.enum(PAGE_LIST_TYPES).optional(),
  search: z.string().max(255).optional(),
  sort_key: z.enum(PAGE_SORT_KEYS).optional(),
  sort_by: z.enum(PAGE_SORT_DIRECTIONS).optional(),
  owned_by_me: z.enum(['true', 'false']).optional(),
  favorites: z.enum(['true', 'false']).optional(),
});

/** GET pages-summary/: counts of the pages the caller can read. */
export const pagesSummarySchema = z.object({
  public_pages: z.number().int(),
  private_pages: z.number().int(),
  archived_pages: z.number().int(),
});

/** A saved version of a page (GET pages/{id}/versions/ without description_html; one version with it). */
export const pageVersionSchema = z.object({
  id: uuidSchema,
  page: uuidSchema,
  owned_by: uuidSchema.nullable(),
  name: z.string(),
  kind: z.enum(['auto', 'manual']),
  description_html: z.string().optional(),
  last_saved_at: timestampSchema,
  created_at: timestampSchema,
});

/** A page that mentions a work item (GET issues/{id}/pages/). */
export const mentioningPageSchema = z.object({
  id: uuidSchema,
  name: z.string(),
  logo_props: z.union([projectLogoPropsSchema, z.strictObject({})]),
  access: z.enum(PAGE_ACCESS),
  project_id: uuidSchema,
  updated_at: timestampSchema,
});

export type Page = z.infer<typeof pageSchema>;
export type PageCreate = z.infer<typeof pageCreateSchema>;
export type PageUpdate = z.infer<typeof pageUpdateSchema>;
export type PageMove = z.infer<typeof pageMoveSchema>;
export type PagesQuery = z.infer<typeof pagesQuerySchema>;
export type PagesSummary = z.infer<typeof pagesSummarySchema>;
export type PageVersion = z.infer<typeof pageVersionSchema>;
export type MentioningPage = z.infer<typeof mentioningPageSchema>;
