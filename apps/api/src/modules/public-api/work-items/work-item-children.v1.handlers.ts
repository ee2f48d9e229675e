import { WORK_ITEM_TEXT, type RelationType, API_TEXT } from '@cairn/types';
import type { Db } from '../../../data/db';
import { findLink } from '../../../data/repositories/links.repository';
import { listActivities } from '../../../data/repositories/work-item-activities.repository';
import { notFound } from '../../../http/errors';
import { createWorkItemComment, getWorkItemComment, listWorkItemComments, patchWorkItemComment, removeWorkItemComment } from '../../comments/comments.handlers';
import { fillActivityNames } from '../../history/activity-names';
import { presentActivity } from '../../history/history.handlers';
import { createWorkItemLink, listWorkItemLinks, patchWorkItemLink, removeWorkItemLink } from '../../links/links.handlers';
import { presentLink } from '../../links/links.presenter';
import { createWorkItemRelations, listWorkItemRelations, removeWorkItemRelation } from '../../relations/relations.handlers';
import { requireWorkItem, WORK_ITEM_READERS, type WorkItemAccess } from '../../work-items/work-items.policy';
import { pickFields } from '../v1-fields';
import { v1EnvelopeOfArray, type V1ListQuery, type V1ReadQuery } from '../v1-pagination';
import { presentV1Activity, presentV1Comment, presentV1Link, presentV1Relations, type V1Scope } from './work-item-children.v1.presenter';

// v1 links, comments, activities and relations of a work item over the app's handlers (same roles, activity, events).

/** The work item a child call points at (from the URL). */
export interface V1ItemTarget {
  slug: string;
  projectId: string;
  workItemId: string;
}

/** Read access to the item (every project role that can see it: 404 / 403 as the app) and the ids v1 shapes need. */
async function readScope(db: Db, t: V1ItemTarget, userId: string): Promise<WorkItemAccess & { scope: V1Scope }> {
  const access = await requireWorkItem(db, t.slug, t.projectId, t.workItemId, userId, WORK_ITEM_READERS);
  return { ...access, scope: { workspaceId: access.workspace.id, projectId: access.project.id } };
}

const linkNotFound = () => notFound(WORK_ITEM_TEXT.linkNotFound);

/** GET links/ (readers): oldest first, in the v1 envelope. */
export async function listV1Links(db: Db, t: V1ItemTarget, userId: string, query: V1ListQuery) {
  const { scope } = await readScope(db, t, userId);
  const links = await listWorkItemLinks(db, t, userId);
  return v1EnvelopeOfArray(links.map((l) => pickFields(presentV1Link(l, scope), query.fields)), query);
}

/** GET links/{id}/ (readers). */
export async function retrieveV1Link(db: Db, t: V1ItemTarget, userId: string, linkId: string, query: V1ReadQuery) {
  const { scope, item } = await readScope(db, t, userId);
  const row = await findLink(db, scope.workspaceId, scope.projectId, item.id, linkId);
  if (!row) throw linkNotFound();
  return pickFields(presentV1Link(presentLink(row), scope), query.fields);
}

/** POST links/ (writers). */
export async function createV1Link(db: Db, t: V1ItemTarget, userId: string, body: { url: string; title?: string | null }, now: Date) {
  const { scope } = await readScope(db, t, userId);
  return presentV1Link(await createWorkItemLink(db, t, userId, { url: body.url, title: body.title ?? undefined }, now), scope);
}

/** PATCH links/{id}/ (writers). */
export async function updateV1Link(db: Db, t: V1ItemTarget, userId: string, linkId: string, body: { url?: string; title?: string | null }, now: Date) {
  const { scope } = await readScope(db, t, userId);
  return presentV1Link(await patchWorkItemLink(db, t, userId, linkId, { url: body.url, title: body.title ?? undefined }, now), scope);
}

/** DELETE links/{id}/ (writers). */
export async function deleteV1Link(db: Db, t: V1ItemTarget, userId: string, linkId: string, now: Date): Promise<void> {
  await removeWorkItemLink(db, t, userId, linkId, now);
}

/** GET comments/ (readers): oldest first, in the v1 envelope. */
export async function listV1Comments(db: Db, t: V1ItemTarget, userId: string, query: V1ListQuery) {
  const comments = await listWorkItemComments(db, t, userId);
  return v1EnvelopeOfArray(comments.map((c) => pickFields(presentV1Comment(c), query.fields)), query);
}

/** GET comments/{id}/ (readers). */
export async function retrieveV1Comment(db: Db, t: V1ItemTarget, userId: string, commentId: string, query: V1ReadQuery) {
  return pickFields(presentV1Comment(await getWorkItemComment(db, t, userId, commentId)), query.fields);
}

/** POST comments/ (every project role; the html is sanitised by the app). */
export async function createV1Comment(db: Db, t: V1ItemTarget, userId: string, body: { comment_html: string; access?: 'INTERNAL' | 'EXTERNAL' }, now: Date) {
  return presentV1Comment(await createWorkItemComment(db, t, userId, { comment_html: body.comment_html, access: body.access }, now));
}

/** PATCH comments/{id}/ (the author). */
export async function updateV1Comment(db: Db, t: V1ItemTarget, userId: string, commentId: string, body: { comment_html?: string; access?: 'INTERNAL' | 'EXTERNAL' }, now: Date) {
  return presentV1Comment(await patchWorkItemComment(db, t, userId, commentId, { comment_html: body.comment_html, access: body.access }, now));
}

/** DELETE comments/{id}/ (the author or a project admin). */
export async function deleteV1Comment(db: Db, t: V1ItemTarget, userId: string, commentId: string, now: Date): Promise<void> {
  await removeWorkItemComment(db, t, userId, commentId, now);
}

/** The item's activity rows with display names, as the history feed shows them. */
async function activitiesOf(db: Db, t: V1ItemTarget, userId: string) {
  const access = await readScope(db, t, userId);
  const rows = await listActivities(db, access.scope.workspaceId, access.scope.projectId, access.item.id);
  const named = await fillActivityNames(db, { ...access.scope, projectIdentifier: access.project.identifier }, rows);
  return named.map((row) => presentV1Activity(presentActivity(row)));
}

/** GET activities/ (readers): oldest first, in the v1 envelope. */
export async function listV1Activities(db: Db, t: V1ItemTarget, userId: string, query: V1ListQuery) {
  return v1EnvelopeOfArray((await activitiesOf(db, t, userId)).map((a) => pickFields(a, query.fields)), query);
}

/** GET activities/{id}/ (readers): 404 'Activity not found' for another item's or unknown ids. */
export async function retrieveV1Activity(db: Db, t: V1ItemTarget, userId: string, activityId: string, query: V1ReadQuery) {
  const found = (await activitiesOf(db, t, userId)).find((a) => a.id === activityId);
  if (!found) throw notFound(API_TEXT.activityNotFound);
  return pickFields(found, query.fields);
}

/** GET relations/ (readers): ids per relation type, seen from this item (items the caller cannot see left out). */
export async function listV1Relations(db: Db, t: V1ItemTarget, userId: string) {
  return presentV1Relations(await listWorkItemRelations(db, t, userId));
}

/** POST relations/ (writers): every id must be an item of the workspace the caller can see (else 400, nothing changed). */
export async function createV1Relations(db: Db, t: V1ItemTarget, userId: string, body: { relation_type: RelationType; issues: string[] }, now: Date) {
  return createWorkItemRelations(db, t, userId, { relation_type: body.relation_type, issues: body.issues }, now);
}

/** POST relations/remove/ (writers): removes every relation between the two items; 404 when there is none. */
export async function removeV1Relation(db: Db, t: V1ItemTarget, userId: string, relatedId: string, now: Date): Promise<void> {
  const relations = await listWorkItemRelations(db, t, userId);
  const types = (['blocking', 'blocked_by', 'duplicate', 'relates_to'] as const).filter((k) => relations[k].some((i) => i.id === relatedId));
  // With no relation the app's remove still runs once: writers get its 404, guests its 403.
  for (const type of types.length ? types : (['relates_to'] as const)) await removeWorkItemRelation(db, t, userId, type, relatedId, now);
}
