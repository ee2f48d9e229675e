import { slugParamsSchema, uuidSchema } from '@cairn/types';

// Route-level schemas of the favorites routes; the wire shapes live in @cairn/types (favorite.schema.ts).

/** OpenAPI tag of every favorites route. */
export const FAVORITE_TAGS = ['favorites'];
/** `{ slug, favoriteId }`. */
export const favoriteParamsSchema = slugParamsSchema.extend({ favoriteId: uuidSchema });
