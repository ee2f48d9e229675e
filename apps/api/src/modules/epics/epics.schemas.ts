import { z } from 'zod';

// Route-level schemas of the epics additions (issue 14): the epics list settings and converting an item.

/** OpenAPI tag of the epics routes. */
export const EPIC_TAGS = ['epics'];

/** POST issues/{id}/convert/: true makes the item an epic, false a plain work item. */
export const workItemConvertSchema = z.strictObject({ is_epic: z.boolean() });
/** The body of POST issues/{id}/convert/. */
export type WorkItemConvert = z.infer<typeof workItemConvertSchema>;

/** Texts of the convert refusals. */
export const EPIC_TEXT = {
  notLive: 'Only a live work item (not archived, not a draft, not an intake request) can be converted',
} as const;

/** Machine code of the convert refusal. */
export const EPIC_ERROR_CODE = { CONVERT_NOT_LIVE: 'CONVERT_NOT_LIVE' } as const;
