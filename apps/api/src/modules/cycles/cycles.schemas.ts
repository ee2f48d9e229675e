import { uuidSchema } from '@cairn/types';
import { projectParamsSchema } from '../projects/projects.schemas';

// Route-level schemas of the cycle routes; the wire shapes live in @cairn/types.

/** OpenAPI tag of every cycle route. */
export const CYCLE_TAGS = ['cycles'];
/** `{ slug, projectId, cycleId }`. */
export const cycleParamsSchema = projectParamsSchema.extend({ cycleId: uuidSchema });
