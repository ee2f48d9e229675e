import { WORK_ITEM_LAYOUTS, WORK_ITEM_LIST_MAX_PER_PAGE } from './work-item-list-constants';

// Publishing's constants and texts (issue 20), apart from its zod schemas (schemas/publish.schema.ts): the web app's
// publishing slice needs PUBLISH_TEXT at start-up, and a value taken from a schema module keeps that module's
// z.object() calls — and zod — in the list route's start-up JS (B8).

/** Layouts a published board can offer (the app's five). */
export const PUBLISH_LAYOUTS = WORK_ITEM_LAYOUTS;
/** One layout of a published board. */
export type PublishLayout = (typeof PUBLISH_LAYOUTS)[number];
/** A new board offers these (list and board). */
export const PUBLISH_DEFAULT_VIEW_PROPS = { list: true, kanban: true, calendar: false, spreadsheet: false, gantt: false } as const;
/** Anchors: 32 url-safe characters (24 random bytes, base64url); anything else is not an anchor (404 at once). */
export const PUBLISH_ANCHOR_PATTERN = /^[A-Za-z0-9_-]{32}$/;
/** Public reads per client IP per minute, and public writes (comments, reactions, votes, requests) per user per minute. */
export const PUBLIC_READ_RATE_LIMIT = { limit: 600, windowSec: 60 } as const;
export const PUBLIC_WRITE_RATE_LIMIT = { limit: 30, windowSec: 60 } as const;
/** Public work-item lists: at most this many per page (the app's bound). */
export const PUBLIC_LIST_MAX_PER_PAGE = WORK_ITEM_LIST_MAX_PER_PAGE;
/** group_by a public list accepts. */
export const PUBLIC_GROUP_BY = ['state', 'priority', 'labels'] as const;
/** order_by a public list accepts. */
export const PUBLIC_ORDER_BY = ['sort_order', '-created_at', 'created_at', '-updated_at', 'priority', '-priority', 'target_date', '-target_date'] as const;
/** A vote: up or down. */
export const VOTE_VALUES = [1, -1] as const;
/** Length bounds of the public intake form. */
export const PUBLIC_INTAKE_NAME_MAX = 255;
export const PUBLIC_INTAKE_DESCRIPTION_MAX = 20_000;
export const PUBLIC_COMMENT_MAX = 50_000;

/** Messages of publishing and the public API. */
export const PUBLISH_TEXT = {
  notPublished: 'This board is not published',
  alreadyPublished: 'This is already published',
  layoutRequired: 'Choose at least one layout',
  commentsOff: 'Comments are turned off on this board',
  reactionsOff: 'Reactions are turned off on this board',
  votesOff: 'Votes are turned off on this board',
  intakeOff: 'Requests are turned off on this board',
  intakeNeedsProjectIntake: 'Turn on Intake in the project features to take requests',
  signInRequired: 'Sign in to take part',
  workItemNotFound: 'Work item not found',
  commentNotFound: 'Comment not found',
  notYourComment: 'You can only change your own comments',
  invalidVote: 'A vote is 1 (up) or -1 (down)',
  viewMustBePublic: 'Only public views can be published',
  boardNotFound: 'Published board not found',
} as const;
