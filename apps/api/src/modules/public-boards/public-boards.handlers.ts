import {
  listPagePaging, PUBLIC_READ_RATE_LIMIT, PUBLISH_TEXT, type PublicWorkItem, type PublicWorkItemDetail, type PublicWorkItemPage, type PublicWorkItemQuery,
} from '@cairn/types';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../data/db';
import type { AnchorTarget } from '../../data/repositories/deploy-boards.repository';
import { findBoardItem, listLatestActivities } from '../../data/repositories/public-boards.repository';
import { listWorkItemPageRows } from '../../data/repositories/work-item-list.repository';
import { pageExtrasOf } from '../../data/repositories/work-items-details.repository';
import { notFound } from '../../http/errors';
import { enforceRateLimit } from '../../http/rate-limit';
import { ROBOTS_NOINDEX } from '../../http/security-headers';
import { sanitizeRichText } from '../work-items/rich-text';
import { publicComments } from './interactions/public-interactions.query';
import { PUBLIC_ACTIVITY_LIMIT, presentPublicActivity } from './public-activity';
import { resolveAnchor } from './public-anchor';
import { boardQuery, boardScope, NO_USER_ID } from './public-board-query';
import { boardCycles, boardLabels, boardMembers, boardModules, boardStates, loadBoardRefs, presentPublicItems, refsOf } from './public-boards.presenter';

// The public board's reads (issue 20): every handler starts with openPublicRead (rate limit, headers, anchor).

/** The headers every public answer carries until the board says otherwise: never cached by proxies, never indexed. */
export function setPublicHeaders(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
  reply.header('x-robots-tag', ROBOTS_NOINDEX);
}

/**
 * The start of every public read: headers (so a 404 or 429 carries them too), the per-IP read limit (req.ip is the
 * client's address as TRUST_PROXY allows it, http/proxy-trust.ts), then the anchor (404 when not published — checked
 * on every request, so unpublishing takes effect at once). An indexable board's answers lose the noindex header.
 */
export async function openPublicRead(db: Db, req: FastifyRequest, reply: FastifyReply, anchor: string, now: Date): Promise<AnchorTarget> {
  setPublicHeaders(reply);
  await enforceRateLimit(db, `public-read:${req.ip}`, PUBLIC_READ_RATE_LIMIT, now);
  const target = await resolveAnchor(db, anchor);
  if (target.board.is_indexable) reply.removeHeader('x-robots-tag');
  return target;
}

/** GET issues/: a page of the board's items in the app's page shapes (flat, or grouped with each group paged). */
export async function listBoardItems(db: Db, target: AnchorTarget, query: PublicWorkItemQuery, userId: string | null, now: Date): Promise<PublicWorkItemPage> {
  const { q, empty } = boardQuery(target, query, now);
  // A view filter and the visitor's share no value: the same shapes, with nothing in them.
  const scope = boardScope(target, empty ? [] : undefined);
  const page = await listWorkItemPageRows(db, scope, q, NO_USER_ID);
  const refs = await loadBoardRefs(db, target);
  if (page.kind === 'flat') {
    const results = await presentPublicItems(db, target, page.rows, page.extras, refs, userId);
    return { results, grouped_by: null, sub_grouped_by: null, ...listPagePaging(q, page.total, q.offset + results.length < page.total) };
  }
  const extras = await pageExtrasOf(db, target.workspace.id, page.rows, NO_USER_ID);
  const items = new Map((await presentPublicItems(db, target, page.rows, extras, refs, userId)).map((i) => [i.id, i]));
  const results = Object.fromEntries(
    page.groups.map((g) => [g.key, { results: g.ids.map((id) => items.get(id)).filter((i): i is PublicWorkItem => i !== undefined), total_results: g.total }]),
  );
  const end = q.offset + q.perPage;
  return { results, grouped_by: q.groupBy as 'state' | 'priority' | 'labels', sub_grouped_by: null, ...listPagePaging(q, page.total, page.groups.some((g) => g.total > end)) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GET issues/{id}/: one item of the board — on it by the same rules as its list (view filters included), else 404
 * 'Work item not found' (bad ids and other projects' items too) — with its description sanitised again, its public
 * comments and, when the board shows activity, its latest activity lines.
 */
export async function getBoardItem(db: Db, target: AnchorTarget, issueId: string, userId: string | null, now: Date): Promise<PublicWorkItemDetail> {
  if (!UUID.test(issueId)) throw notFound(PUBLISH_TEXT.workItemNotFound);
  const { q } = boardQuery(target, {}, now);
  const row = await findBoardItem(db, boardScope(target), q, issueId.toLowerCase());
  if (!row) throw notFound(PUBLISH_TEXT.workItemNotFound);
  const extras = await pageExtrasOf(db, target.workspace.id, [row], NO_USER_ID);
  const states = await boardStates(db, target);
  const labels = await boardLabels(db, target);
  const members = await boardMembers(db, target);
  const refs = refsOf({ labels, members, cycles: await boardCycles(db, target), modules: await boardModules(db, target) });
  const [item] = await presentPublicItems(db, target, [row], extras, refs, userId);
  const comments = await publicComments(db, target, row.id, userId);
  const activity = target.board.is_activity_enabled ? await listLatestActivities(db, target.workspace.id, target.project.id, row.id, PUBLIC_ACTIVITY_LIMIT) : [];
  return {
    ...item,
    description_html: sanitizeRichText(row.description_html),
    comments,
    activity: presentPublicActivity(activity, { states, labels, members }),
  };
}
