import { z } from 'zod';
import { SCHEMA_TEXT } from '../schema-text';
import { STATE_GROUPS } from '../project-constants';
import { uuidSchema } from './common.schema';

// Workspace search (issue 17; workspace-pages-account spec §7 search/ and entity-search/). The answer keeps the seed
// system's shape (project__identifier, workspace__slug) so its clients read it unchanged.

/** At most this many results per type in search/ (and the default count of entity-search/). */
export const SEARCH_RESULTS_PER_TYPE = 10;
/** The longest search text accepted (longer → 400). */
export const SEARCH_QUERY_MAX_LENGTH = 200;
/** The largest count entity-search/ accepts. */
export const ENTITY_SEARCH_MAX_COUNT = 50;
/** The result types of search/, in the order the palette lists them. */
export const SEARCH_RESULT_TYPES = ['workspace', 'project', 'issue', 'cycle', 'module', 'issue_view', 'page'] as const;
/** One result type of search/. */
export type SearchResultType = (typeof SEARCH_RESULT_TYPES)[number];
/** The query types of entity-search/. */
export const ENTITY_SEARCH_TYPES = ['user_mention', 'issue', 'project', 'cycle', 'module', 'page'] as const;
/** One query type of entity-search/. */
export type EntitySearchType = (typeof ENTITY_SEARCH_TYPES)[number];

const searchText = z
  .string()
  .trim()
  .min(1, SCHEMA_TEXT.typeAtLeastOneCharacterTo)
  .max(SEARCH_QUERY_MAX_LENGTH, `A search is at most ${SEARCH_QUERY_MAX_LENGTH} characters`);

/** GET search/: `search` (1..200 chars), optional `project_id` (only that project), workspace_search (default true). */
export const workspaceSearchQuerySchema = z.strictObject({
  search: searchText,
  project_id: uuidSchema.optional(),
  workspace_search: z.enum(['true', 'false']).optional(),
});
/** The query of search/. */
export type WorkspaceSearchQuery = z.infer<typeof workspaceSearchQuerySchema>;

/** A workspace found by search/ (the current one when its name matches). */
export const searchWorkspaceResultSchema = z.object({ id: uuidSchema, name: z.string(), slug: z.string() });
/** A project found by search/ (name or identifier). */
export const searchProjectResultSchema = z.object({
  id: uuidSchema, name: z.string(), identifier: z.string(), project_id: uuidSchema, project__identifier: z.string(), workspace__slug: z.string(),
});
/** A work item found by search/ (identifier "WR-12" or name). */
export const searchIssueResultSchema = z.object({
  id: uuidSchema,
  name: z.string(),
  sequence_id: z.number().int(),
  project_id: uuidSchema,
  project__identifier: z.string(),
  workspace__slug: z.string(),
  state_id: uuidSchema.nullable(),
  state__group: z.enum(STATE_GROUPS).nullable(),
  state__name: z.string().nullable(),
  state__color: z.string().nullable(),
  priority: z.string(),
});
/** A cycle, module, view or page found by search/ (views of the workspace have project_id null). */
export const searchEntityResultSchema = z.object({
  id: uuidSchema, name: z.string(), project_id: uuidSchema.nullable(), project__identifier: z.string().nullable(), workspace__slug: z.string(),
});
/** A user found by entity-search/ user_mention (workspace members). */
export const searchUserResultSchema = z.object({
  id: uuidSchema, member__id: uuidSchema, display_name: z.string(), first_name: z.string(), last_name: z.string(), avatar_url: z.string().nullable(),
});

/** The answer of search/: every type present, each at most SEARCH_RESULTS_PER_TYPE, best first. */
export const workspaceSearchSchema = z.object({
  results: z.object({
    workspace: z.array(searchWorkspaceResultSchema),
    project: z.array(searchProjectResultSchema),
    issue: z.array(searchIssueResultSchema),
    cycle: z.array(searchEntityResultSchema),
    module: z.array(searchEntityResultSchema),
    issue_view: z.array(searchEntityResultSchema),
    page: z.array(searchEntityResultSchema),
  }),
});

/** GET entity-search/: query_type (comma list), query (may be empty: the latest), count (1..50), project_id. */
export const entitySearchQuerySchema = z.strictObject({
  query_type: z
    .string()
    .max(200)
    .transform((v, ctx) => {
      const parts = [...new Set(v.split(',').map((p) => p.trim()).filter((p) => p.length > 0))];
      const unknown = parts.filter((p) => !(ENTITY_SEARCH_TYPES as readonly string[]).includes(p));
      if (parts.length === 0 || unknown.length > 0) {
        ctx.addIssue({ code: 'custom', message: `query_type must list some of ${ENTITY_SEARCH_TYPES.join(', ')}` });
        return z.NEVER;
      }
      return parts as EntitySearchType[];
    }),
  query: z.string().trim().max(SEARCH_QUERY_MAX_LENGTH, `A search is at most ${SEARCH_QUERY_MAX_LENGTH} characters`).optional(),
  count: z.coerce.number().int().min(1).max(ENTITY_SEARCH_MAX_COUNT).optional(),
  project_id: uuidSchema.optional(),
});
/** The query of entity-search/ (query_type parsed to a list). */
export type EntitySearchQuery = z.infer<typeof entitySearchQuerySchema>;

/** The answer of entity-search/: only the asked types. */
export const entitySearchSchema = z.object({
  user_mention: z.array(searchUserResultSchema).optional(),
  issue: z.array(searchIssueResultSchema).optional(),
  project: z.array(searchProjectResultSchema).optional(),
  cycle: z.array(searchEntityResultSchema).optional(),
  module: z.array(searchEntityResultSchema).optional(),
  page: z.array(searchEntityResultSchema).optional(),
});

/** One workspace result of search/. */
export type SearchWorkspaceResult = z.infer<typeof searchWorkspaceResultSchema>;
/** One project result of search/. */
export type SearchProjectResult = z.infer<typeof searchProjectResultSchema>;
/** One work-item result of search/. */
export type SearchIssueResult = z.infer<typeof searchIssueResultSchema>;
/** One cycle / module / view / page result of search/. */
export type SearchEntityResult = z.infer<typeof searchEntityResultSchema>;
/** One user result of entity-search/. */
export type SearchUserResult = z.infer<typeof searchUserResultSchema>;
/** The answer of search/. */
export type WorkspaceSearch = z.infer<typeof workspaceSearchSchema>;
/** The answer of entity-search/. */
export type EntitySearch = z.infer<typeof entitySearchSchema>;
