import { slugParamsSchema, uuidSchema } from '@cairn/types';

// Route-level schemas of the stickies routes; the wire shapes live in @cairn/types (home.schema.ts).

/** OpenAPI tag of every stickies route. */
export const STICKY_TAGS = ['stickies'];
/** `{ slug, stickyId }`. */
export const stickyParamsSchema = slugParamsSchema.extend({ stickyId: uuidSchema });
