import {
  anchorItemParamsSchema, anchorParamsSchema, publicBoardMetaSchema, publicBoardSettingsSchema, publicCycleSchema, publicLabelSchema, publicModuleSchema,
  publicPersonSchema, publicStateSchema, publicWorkItemDetailSchema, publicWorkItemPageSchema, publicWorkItemQuerySchema,
} from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { z, type ZodType } from 'zod';
import type { EventHub } from '../../events/event-hub';
import { defineRoute, type PublicContext } from '../../http/route';
import { getBoardItem, listBoardItems, openPublicRead } from './public-boards.handlers';
import { boardCycles, boardLabels, boardMembers, boardModules, boardStates, presentMeta, presentSettings } from './public-boards.presenter';
import { registerPublicEventsRoute } from './public-events.routes';

// The public board API's reads (issue 20) under /api/public/anchor/{anchor}/: no session needed (a session only fills
// the caller's own votes and reactions), rate-limited per IP, never cached, noindex unless the board is indexable.
// Writes (comments, reactions, votes, intake) live in interactions/.

const BASE = '/api/public/anchor/:anchor';
const TAGS = ['public'];
type AnchorParams = z.infer<typeof anchorParamsSchema>;

/** A public GET of the board whose answer depends only on the board (settings, meta and the board's lists). */
function boardRead(app: FastifyInstance, path: string, summary: string, response: ZodType, read: (ctx: PublicContext<undefined, undefined, AnchorParams>) => Promise<unknown>) {
  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/${path}/`,
    auth: 'public',
    params: anchorParamsSchema,
    response: { 200: response },
    tags: TAGS,
    summary,
    handler: read,
  });
}

/** Registers the public reads and the live pings. */
export function registerPublicBoardRoutes(app: FastifyInstance, hub: EventHub): void {
  const open = (ctx: PublicContext<unknown, unknown, AnchorParams>) => openPublicRead(ctx.db, ctx.req, ctx.reply, ctx.params.anchor, ctx.deps.now());

  boardRead(app, 'settings', "A published board's switches and layouts", publicBoardSettingsSchema, async (ctx) => presentSettings(await open(ctx)));
  boardRead(app, 'meta', "A published board's names: workspace, project, view", publicBoardMetaSchema, async (ctx) => presentMeta(await open(ctx)));
  boardRead(app, 'states', "A published board's states", z.array(publicStateSchema), async (ctx) => boardStates(ctx.db, await open(ctx)));
  boardRead(app, 'labels', "A published board's labels", z.array(publicLabelSchema), async (ctx) => boardLabels(ctx.db, await open(ctx)));
  boardRead(app, 'members', "A published board's people (names and avatars)", z.array(publicPersonSchema), async (ctx) => boardMembers(ctx.db, await open(ctx)));
  boardRead(app, 'cycles', "A published board's cycles (not archived)", z.array(publicCycleSchema), async (ctx) => boardCycles(ctx.db, await open(ctx)));
  boardRead(app, 'modules', "A published board's modules (not archived)", z.array(publicModuleSchema), async (ctx) => boardModules(ctx.db, await open(ctx)));

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/issues/`,
    auth: 'public',
    params: anchorParamsSchema,
    query: publicWorkItemQuerySchema,
    response: { 200: publicWorkItemPageSchema },
    tags: TAGS,
    summary: "A page of a published board's work items (filters by state, priority, labels; group_by; order_by; search)",
    handler: async (ctx) => listBoardItems(ctx.db, await open(ctx), ctx.query, ctx.user?.id ?? null, ctx.deps.now()),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/issues/:issueId/`,
    auth: 'public',
    params: anchorItemParamsSchema,
    response: { 200: publicWorkItemDetailSchema },
    tags: TAGS,
    summary: 'One work item of a published board with its description, comments and activity',
    handler: async (ctx) => getBoardItem(ctx.db, await open(ctx), ctx.params.issueId, ctx.user?.id ?? null, ctx.deps.now()),
  });

  registerPublicEventsRoute(app, hub);
}
