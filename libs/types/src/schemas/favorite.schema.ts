import { z } from 'zod';
import { FAVORITE_ENTITY_TYPES } from '../organise-constants';
import { timestampSchema, uuidSchema } from './common.schema';

// Favorites on the wire (issue 14; work-items spec §3 Favorite, §7 Favorites, §9 reorder gap). A favorite points at a
// project, cycle, module, view or page, or is a folder holding others (one level).

/** What the sidebar shows of the favorite's entity, live: its name (and logo where the entity has one). */
export const favoriteEntityDataSchema = z.object({
  name: z.string(),
  logo_props: z.record(z.string(), z.unknown()).optional(),
});

/** A favorite; children for folders when listed as a tree (GET without all=true, and group/). */
export const favoriteSchema = z.object({
  id: uuidSchema,
  entity_type: z.enum(FAVORITE_ENTITY_TYPES),
  entity_identifier: uuidSchema.nullable(),
  entity_data: favoriteEntityDataSchema.nullable(),
  project_id: uuidSchema.nullable(),
  parent: uuidSchema.nullable(),
  is_folder: z.boolean(),
  name: z.string(),
  sequence: z.number(),
  created_at: timestampSchema,
  get children() {
    return z.array(favoriteSchema).optional();
  },
});

/**
 * POST user-favorites/: a folder (is_folder true, entity_type 'folder', name) or an entity (entity_type,
 * entity_identifier, project_id for project-level entities); parent puts it in a folder.
 */
export const favoriteCreateSchema = z.strictObject({
  id: uuidSchema.optional(),
  entity_type: z.enum(FAVORITE_ENTITY_TYPES),
  entity_identifier: uuidSchema.nullable().optional(),
  entity_data: z.object({ name: z.string().max(255) }).partial().optional(),
  project_id: uuidSchema.nullable().optional(),
  parent: uuidSchema.nullable().optional(),
  is_folder: z.boolean().optional(),
  name: z.string().trim().max(255).optional(),
});
/** PATCH user-favorites/{id}/: parent (into or out of a folder), sequence (reorder), name (folders). */
export const favoriteUpdateSchema = z.strictObject({
  parent: uuidSchema.nullable().optional(),
  sequence: z.number().finite().optional(),
  name: z.string().trim().min(1).max(255).optional(),
});

/** GET user-favorites/: `all=true` answers every favorite flat (children too, with their parent) instead of the tree. */
export const favoritesQuerySchema = z.strictObject({
  all: z.enum(['true', 'false']).optional(),
});


export type Favorite = z.infer<typeof favoriteSchema>;
export type FavoriteCreate = z.infer<typeof favoriteCreateSchema>;
export type FavoriteUpdate = z.infer<typeof favoriteUpdateSchema>;
export type FavoritesQuery = z.infer<typeof favoritesQuerySchema>;
