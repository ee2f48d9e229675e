import { mentioningPageSchema, pageSchema, pageVersionSchema, timestampSchema, uuidSchema } from '@cairn/types';
import { z } from 'zod';
import { projectParamsSchema } from '../projects/projects.schemas';

// Route-level schemas of the page routes (issue 15); the wire shapes live in @cairn/types (page.schema.ts).

/** OpenAPI tag of every page route. */
export const PAGE_TAGS = ['pages'];
/** `{ slug, projectId, pageId }`. */
export const pageParamsSchema = projectParamsSchema.extend({ pageId: uuidSchema });
/** `{ slug, projectId, pageId, versionId }`. */
export const pageVersionParamsSchema = pageParamsSchema.extend({ versionId: uuidSchema });
/** `{ slug, projectId, issueId }`. */
export const workItemPagesParamsSchema = projectParamsSchema.extend({ issueId: uuidSchema });
/** GET pages/ and archived-pages/ answers. */
export const pageListSchema = z.array(pageSchema);
/** GET pages/{id}/versions/ answer. */
export const pageVersionListSchema = z.array(pageVersionSchema);
/** GET issues/{id}/pages/ answer. */
export const mentioningPageListSchema = z.array(mentioningPageSchema);
/** POST pages/{id}/archive/ answer. */
export const pageArchivedSchema = z.object({ archived_at: timestampSchema });
/** POST favorite-pages/{id}/ answer: the caller's favorite of the page. */
export const pageFavoriteSchema = z.object({ id: uuidSchema, page: uuidSchema, created_at: timestampSchema });
