import { z } from 'zod';
import { v1PageSchemaOf } from '../v1-pagination';

// Answer shapes of the v1 work-item routes, for the OpenAPI document only (the presenters build them). Loose objects:
// `expand` swaps ids for objects and `fields` trims, so every property is optional here.

const id = z.string();
const when = z.string().nullable();

/** The seed's v1 WorkItem. */
export const v1WorkItemSchema = z
  .object({
    id,
    name: z.string(),
    sequence_id: z.number().int(),
    description_html: z.string(),
    description_stripped: z.string(),
    project: z.union([id, z.record(z.string(), z.unknown())]),
    workspace: id,
    state: z.union([id, z.record(z.string(), z.unknown())]).nullable(),
    parent: id.nullable(),
    estimate_point: id.nullable(),
    priority: z.string(),
    labels: z.array(z.union([id, z.record(z.string(), z.unknown())])),
    assignees: z.array(z.union([id, z.record(z.string(), z.unknown())])),
    module: z.record(z.string(), z.unknown()).nullable().describe('Only with ?expand=module'),
    type: id.nullable(),
    cycle: id.nullable(),
    modules: z.array(id),
    start_date: z.string().nullable(),
    target_date: z.string().nullable(),
    sort_order: z.number(),
    is_draft: z.boolean(),
    archived_at: when,
    completed_at: when,
    created_at: z.string(),
    updated_at: z.string(),
    deleted_at: when,
    created_by: id.nullable(),
    updated_by: id.nullable(),
  })
  .partial();

/** A page of v1 work items. */
export const v1WorkItemPageSchema = v1PageSchemaOf(v1WorkItemSchema);

/** The seed's WorkItemSearch. */
export const v1WorkItemSearchSchema = z.object({
  issues: z.array(
    z.object({ id, name: z.string(), sequence_id: z.number().int(), project__identifier: z.string(), project_id: id, workspace__slug: z.string(), state_id: id.nullable(), priority: z.string() }),
  ),
});

/** A v1 link, comment, activity or attachment (see the presenters for the fields). */
export const v1ObjectSchema = z.record(z.string(), z.unknown());
/** A page of v1 links, comments or activities. */
export const v1ObjectPageSchema = v1PageSchemaOf(v1ObjectSchema);

/** The seed's WorkItemRelationResponse: related item ids per relation type. */
export const v1RelationsSchema = z.object({
  blocking: z.array(id),
  blocked_by: z.array(id),
  duplicate: z.array(id),
  relates_to: z.array(id),
  start_after: z.array(id),
  start_before: z.array(id),
  finish_after: z.array(id),
  finish_before: z.array(id),
});
