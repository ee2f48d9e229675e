/** Priority keys in order (spec §3); none is the default. The local cache maps them none 0 … urgent 4. */
export const PRIORITIES = ['none', 'low', 'medium', 'high', 'urgent'] as const;
/** A priority key. */
export type Priority = (typeof PRIORITIES)[number];

/** Relation types as the API speaks them (blocking is the other side of blocked_by). */
export const RELATION_TYPES = ['blocked_by', 'blocking', 'relates_to', 'duplicate'] as const;
/** A relation type. */
export type RelationType = (typeof RELATION_TYPES)[number];

/** The two service types: plain work items and epics (a work item with is_epic). */
export const WORK_ITEM_SERVICE_TYPES = ['issues', 'epics'] as const;
/** A service type. */
export type WorkItemServiceType = (typeof WORK_ITEM_SERVICE_TYPES)[number];

/** history/?activity_type= filters. */
export const ACTIVITY_TYPES = ['issue-property', 'epic-property', 'issue-comment', 'epic-comment'] as const;
/** An activity_type filter. */
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** expand= values of a work item retrieve. */
export const WORK_ITEM_EXPANDS = ['issue_reactions', 'issue_attachments', 'issue_link', 'parent', 'issue_relation', 'issue_related'] as const;

/** Asset entity types (workspace spec §3). */
export const ASSET_ENTITY_TYPES = [
  'COMMENT_DESCRIPTION',
  'ISSUE_ATTACHMENT',
  'ISSUE_DESCRIPTION',
  'PAGE_DESCRIPTION',
  'PROJECT_COVER',
  'USER_AVATAR',
  'USER_COVER',
  'WORKSPACE_LOGO',
] as const;
/** An asset entity type. */
export type AssetEntityType = (typeof ASSET_ENTITY_TYPES)[number];

/** Largest accepted upload: 5 MiB (the server refuses larger; the client checks first). */
export const ASSET_MAX_FILE_SIZE = 5 * 1024 * 1024;
/** Attachment progress updates are debounced this long (spec §9). */
export const UPLOAD_PROGRESS_DEBOUNCE_MS = 16;

/** Workspace drafts page size and the first cursor (spec §9: 'count:offset:0'). */
export const WORKSPACE_DRAFT_PAGE_SIZE = 50;
export const WORKSPACE_DRAFT_FIRST_CURSOR = `${WORKSPACE_DRAFT_PAGE_SIZE}:0:0`;

/** Bulk calls accept at most this many ids. */
export const BULK_MAX_ITEMS = 1000;

/** Sub-work-item display properties, all on by default (spec §3). */
export const SUB_WORK_ITEM_DISPLAY_PROPERTIES = ['key', 'issue_type', 'assignee', 'start_date', 'due_date', 'labels', 'priority', 'state'] as const;

/** Texts of the work-item area shown verbatim (spec §5, §8) and our own where the spec is silent. */
export const WORK_ITEM_TEXT = {
  workItemNotFound: 'Work item not found',
  issueNotFound: 'Issue not found',
  userIdNotAvailable: 'user id not available',
  uploadCanceled: 'Upload canceled',
  genericError: 'Something went wrong. Please try again.',
  nameRequired: 'Title is required',
  commentNotFound: 'Comment not found',
  linkNotFound: 'Link not found',
  linkScheme: 'Only http, https and mailto links are allowed',
  relationSelf: 'A work item cannot be related to itself',
  parentLoop: 'A work item cannot be its own parent or ancestor',
  parentNotFound: 'Parent work item not found',
  epicPlacement: 'An epic cannot have a parent, a cycle or modules',
  stateNotFound: 'State not found',
  labelNotFound: 'Label not found',
  assigneeNotMember: 'Assignees must be members of the project',
  estimatePointNotFound: 'Estimate point not found',
  cycleNotFound: 'Cycle not found',
  cycleClosed: 'Work items cannot be added to a completed or archived cycle',
  moduleNotFound: 'Module not found',
  moduleArchived: 'Work items cannot be added to an archived module',
  bulkForeignIds: 'Every work item must belong to this project',
  draftNotFound: 'Draft not found',
  draftNeedsProject: 'Choose a project before creating the work item',
  assetNotFound: 'Asset not found',
  assetTooLarge: 'The file is larger than 5 MB',
  assetTypeMismatch: 'The file content does not match an allowed type',
  assetNotUploaded: 'The file has not been uploaded yet',
  versionNotFound: 'Description version not found',
  stateInUse: 'This state is used by work items; move them to another state first',
  datesOrder: 'The start date must be on or before the target date',
  archiveState: 'Only work items in a completed or cancelled state can be archived',
  deleteNotCreator: 'Only project admins and the creator can delete this work item',
} as const;

/** Machine codes of the work-item area. */
export const WORK_ITEM_ERROR_CODE = {
  WORK_ITEM_NOT_FOUND: 'WORK_ITEM_NOT_FOUND',
  BULK_FOREIGN_IDS: 'BULK_FOREIGN_IDS',
  PARENT_LOOP: 'PARENT_LOOP',
  RELATION_SELF: 'RELATION_SELF',
  STATE_IN_USE: 'STATE_IN_USE',
  ASSET_TOO_LARGE: 'ASSET_TOO_LARGE',
  ASSET_TYPE_MISMATCH: 'ASSET_TYPE_MISMATCH',
  ARCHIVE_STATE: 'ARCHIVE_STATE',
} as const;
