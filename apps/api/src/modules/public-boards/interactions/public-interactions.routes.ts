import {
  PUBLISH_TEXT, anchorCommentParamsSchema, anchorItemParamsSchema, anchorParamsSchema, publicCommentCreateSchema, publicCommentSchema, publicIntakeCreatedSchema,
  publicIntakeCreateSchema, publicReactionCountSchema, publicVoteCreateSchema, publicVoteSummarySchema, reactionCreateSchema,
} from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../../http/route';
import { openPublicRead, setPublicHeaders } from '../public-boards.handlers';
import { addBoardComment, editBoardComment, listBoardComments, removeBoardComment } from './public-comments.handlers';
import { fileBoardRequest } from './public-intake.handlers';
import { reactToBoardComment, reactToBoardItem, unreactToBoardComment, unreactToBoardItem } from './public-reactions.handlers';
import { unvoteOnBoardItem, voteOnBoardItem } from './public-votes.handlers';

// The public board's writes (issue 20) under /api/public/anchor/{anchor}/: comments, reactions, votes and intake
// requests. Every write needs a session (401 otherwise) and runs anchor → item on the board → switch → the caller's
// write limit → one transaction with its events. Members of the workspace use them like anyone signed in.

const BASE = '/api/public/anchor/:anchor';
const ITEM = `${BASE}/issues/:issueId`;
const tags = ['public'];
const reactionParam = { reaction: z.string().trim().min(1).max(32) };
const counts = z.array(publicReactionCountSchema);

/** Registers the public board's comment, reaction, vote and intake routes (and the anonymous comment list). */
export function registerPublicInteractionRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: `${ITEM}/comments/`,
    auth: 'public',
    params: anchorItemParamsSchema,
    response: { 200: z.array(publicCommentSchema) },
    tags,
    summary: "A published item's comments, oldest first (anyone; none when the board shows neither comments nor activity)",
    handler: async ({ db, req, reply, user, params, deps }) => {
      const target = await openPublicRead(db, req, reply, params.anchor, deps.now());
      return listBoardComments(db, target, params.issueId, user?.id ?? null, deps.now());
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${ITEM}/comments/`,
    auth: 'session',
    unauthorizedMessage: PUBLISH_TEXT.signInRequired,
    params: anchorItemParamsSchema,
    body: publicCommentCreateSchema,
    response: { 201: publicCommentSchema },
    tags,
    summary: 'Comment on a published item (signed in; comments on); stored as an external comment, html sanitised',
    handler: async ({ db, reply, user, params, body, deps }) => {
      setPublicHeaders(reply);
      const comment = await addBoardComment(db, params.anchor, params.issueId, user.id, body, deps.now());
      reply.code(201);
      return comment;
    },
  });

  defineRoute(app, {
    method: 'PATCH',
    url: `${ITEM}/comments/:commentId/`,
    auth: 'session',
    unauthorizedMessage: PUBLISH_TEXT.signInRequired,
    params: anchorCommentParamsSchema,
    body: publicCommentCreateSchema,
    response: { 200: publicCommentSchema },
    tags,
    summary: "Edit one's own comment on a published item (signed in; comments on; someone else's → 403)",
    handler: async ({ db, reply, user, params, body, deps }) => {
      setPublicHeaders(reply);
      return editBoardComment(db, params.anchor, params.issueId, params.commentId, user.id, body, deps.now());
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: `${ITEM}/comments/:commentId/`,
    auth: 'session',
    unauthorizedMessage: PUBLISH_TEXT.signInRequired,
    params: anchorCommentParamsSchema,
    tags,
    summary: "Delete one's own comment on a published item (signed in; comments on; someone else's → 403)",
    handler: async ({ db, reply, user, params, deps }) => {
      setPublicHeaders(reply);
      await removeBoardComment(db, params.anchor, params.issueId, params.commentId, user.id, deps.now());
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${ITEM}/reactions/`,
    auth: 'session',
    unauthorizedMessage: PUBLISH_TEXT.signInRequired,
    params: anchorItemParamsSchema,
    body: reactionCreateSchema,
    response: { 200: counts },
    tags,
    summary: "React to a published item (signed in; reactions on); answers the item's reaction counts",
    handler: async ({ db, reply, user, params, body, deps }) => {
      setPublicHeaders(reply);
      return reactToBoardItem(db, params.anchor, params.issueId, user.id, body.reaction, deps.now());
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: `${ITEM}/reactions/:reaction/`,
    auth: 'session',
    unauthorizedMessage: PUBLISH_TEXT.signInRequired,
    params: anchorItemParamsSchema.extend(reactionParam),
    response: { 200: counts },
    tags,
    summary: "Remove one's reaction from a published item (signed in; reactions on); answers the item's reaction counts",
    handler: async ({ db, reply, user, params, deps }) => {
      setPublicHeaders(reply);
      return unreactToBoardItem(db, params.anchor, params.issueId, user.id, params.reaction, deps.now());
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${ITEM}/comments/:commentId/reactions/`,
    auth: 'session',
    unauthorizedMessage: PUBLISH_TEXT.signInRequired,
    params: anchorCommentParamsSchema,
    body: reactionCreateSchema,
    response: { 200: counts },
    tags,
    summary: "React to a comment of a published item (signed in; reactions on); answers the comment's reaction counts",
    handler: async ({ db, reply, user, params, body, deps }) => {
      setPublicHeaders(reply);
      return reactToBoardComment(db, params.anchor, params.issueId, params.commentId, user.id, body.reaction, deps.now());
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: `${ITEM}/comments/:commentId/reactions/:reaction/`,
    auth: 'session',
    unauthorizedMessage: PUBLISH_TEXT.signInRequired,
    params: anchorCommentParamsSchema.extend(reactionParam),
    response: { 200: counts },
    tags,
    summary: "Remove one's reaction from a comment of a published item (signed in; reactions on); answers its counts",
    handler: async ({ db, reply, user, params, deps }) => {
      setPublicHeaders(reply);
      return unreactToBoardComment(db, params.anchor, params.issueId, params.commentId, user.id, params.reaction, deps.now());
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${ITEM}/votes/`,
    auth: 'session',
    unauthorizedMessage: PUBLISH_TEXT.signInRequired,
    params: anchorItemParamsSchema,
    body: publicVoteCreateSchema,
    response: { 201: publicVoteSummarySchema, 200: publicVoteSummarySchema },
    tags,
    summary: 'Vote on a published item, 1 up or -1 down (signed in; votes on); 201 for a first vote, 200 when changed',
    handler: async ({ db, reply, user, params, body, deps }) => {
      setPublicHeaders(reply);
      const { summary, created } = await voteOnBoardItem(db, params.anchor, params.issueId, user.id, body.vote, deps.now());
      reply.code(created ? 201 : 200);
      return summary;
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: `${ITEM}/votes/`,
    auth: 'session',
    unauthorizedMessage: PUBLISH_TEXT.signInRequired,
    params: anchorItemParamsSchema,
    response: { 200: publicVoteSummarySchema },
    tags,
    summary: "Remove one's vote from a published item (signed in; votes on); answers the item's vote summary",
    handler: async ({ db, reply, user, params, deps }) => {
      setPublicHeaders(reply);
      return unvoteOnBoardItem(db, params.anchor, params.issueId, user.id, deps.now());
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/intake/`,
    auth: 'session',
    unauthorizedMessage: PUBLISH_TEXT.signInRequired,
    params: anchorParamsSchema,
    body: publicIntakeCreateSchema,
    response: { 201: publicIntakeCreatedSchema },
    tags,
    summary: "File a request into a published board's project intake (signed in; the board's and the project's intake on)",
    handler: async ({ db, reply, user, params, body, deps }) => {
      setPublicHeaders(reply);
      const created = await fileBoardRequest(db, params.anchor, user.id, body, deps.now());
      reply.code(201);
      return created;
    },
  });
}
