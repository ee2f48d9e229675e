import { quickLinkSchema, slugParamsSchema, uuidSchema } from '@cairn/types';
import { z } from 'zod';

// Route-level schemas of the quick-links routes; the wire shapes live in @cairn/types (home.schema.ts).

/** OpenAPI tag of every quick-links route. */
export const QUICK_LINK_TAGS = ['quick-links'];
/** `{ slug, quickLinkId }`. */
export const quickLinkParamsSchema = slugParamsSchema.extend({ quickLinkId: uuidSchema });
/** GET quick-links/ answer. */
export const quickLinkListSchema = z.array(quickLinkSchema);
