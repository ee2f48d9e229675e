import { apiTokenSchema, uuidSchema } from '@cairn/types';
import { z } from 'zod';

// Route-level schemas of the personal API token routes; the wire shapes live in @cairn/types (integration.schema.ts).

/** OpenAPI tag of every API token route. */
export const API_TOKEN_TAGS = ['api-tokens'];
/** `{ tokenId }`. */
export const apiTokenParamsSchema = z.strictObject({ tokenId: uuidSchema });
/** GET api-tokens/ answer. */
export const apiTokenListSchema = z.array(apiTokenSchema);
