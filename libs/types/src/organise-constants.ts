// Constants of views, favorites, intake and teamspaces (issue 14; work-items spec §3, §4, §8, §9).

/** Who sees a saved view: everyone who sees its context, or its owner only. */
export const VIEW_ACCESS = ['public', 'private'] as const;
/** One view access. */
export type ViewAccess = (typeof VIEW_ACCESS)[number];

/** Entity types a favorite may point at (spec §3 Favorite). */
export const FAVORITE_ENTITY_TYPES = ['project', 'cycle', 'module', 'view', 'page', 'folder'] as const;
/** One favorite entity type. */
export type FavoriteEntityType = (typeof FAVORITE_ENTITY_TYPES)[number];
/** Gap between neighbouring favorites' sequence when reordering (spec §9). */
export const FAVORITE_SEQUENCE_GAP = 10_000;

/** Intake statuses (spec §4): pending is the initial one. */
export const INTAKE_STATUSES = ['pending', 'snoozed', 'accepted', 'declined', 'duplicate'] as const;
/** One intake status. */
export type IntakeStatus = (typeof INTAKE_STATUSES)[number];
/** Intake tabs (spec §4): open shows pending and snoozed, closed shows accepted, declined and duplicate. */
export const INTAKE_TABS = ['open', 'closed'] as const;
/** One intake tab. */
export type IntakeTab = (typeof INTAKE_TABS)[number];
/** Intake page size and the first page's cursor (spec §9). */
export const INTAKE_PAGE_SIZE = 10;
/** The cursor of the first intake page (spec §9). */
export const INTAKE_FIRST_CURSOR = '10:0:0';
/** Intake order keys (spec §7); a leading '-' means descending. Default -issue__created_at (spec §9). */
export const INTAKE_ORDER_KEYS = ['issue__created_at', 'issue__updated_at', 'issue__sequence_id'] as const;
/** The default intake order (spec §9: created_at descending). */
export const INTAKE_DEFAULT_ORDER_BY = '-issue__created_at';
/** Where an intake request came from: the app, or a published board's public request form (issue 20). */
export const INTAKE_SOURCES = ['in-app', 'deploy-board'] as const;

/** Texts of this area: the spec's intake errors (§8) verbatim, and the refusals the server answers. */
export const ORGANISE_TEXT = {
  intakeInitError: 'Error fetching the intake work items please try again later.',
  intakePaginationError: 'Error fetching the paginated intake work items please try again later.',
  viewNameRequired: 'View name is required',
  viewNotFound: 'View not found',
  viewLocked: 'This view is locked; unlock it to change its filters',
  viewsOff: 'Views are turned off for this project',
  teamspaceNameRequired: 'Teamspace name is required',
  teamspaceNotFound: 'Teamspace not found',
  favoriteNotFound: 'Favorite not found',
  intakeIssueNotFound: 'Intake work item not found',
  intakeOff: 'Intake is not enabled for this project',
  intakeTransition: 'This intake work item cannot move from {from} to {to}',
  intakeAccepted: 'An accepted intake work item is part of the project; edit it as a work item',
  intakeSnoozeRequired: 'Snoozing needs snoozed_till, a time in the future',
  intakeSnoozeInPast: 'snoozed_till must be in the future',
  intakeSnoozeOnlySnoozed: 'snoozed_till is only set when snoozing',
  intakeDuplicateRequired: 'Marking as duplicate needs duplicate_to',
  intakeDuplicateOnlyDuplicate: 'duplicate_to is only set when marking as duplicate',
  intakeDuplicateInvalid: 'duplicate_to must be another work item of this project',
  intakeNotEditable: 'Only project admins and members, or its creator while it is pending, may edit this intake work item',
  intakeNotDeletable: 'Only project admins, or its creator while it is pending, may delete this intake work item',
  intakeBadFilter: 'Unknown value in an intake filter',
} as const;

/** Error codes of the intake refusals (error_code of the answer). */
export const INTAKE_ERROR_CODE = {
  INTAKE_OFF: 'INTAKE_OFF',
  INTAKE_TRANSITION: 'INTAKE_TRANSITION',
  INTAKE_ACCEPTED: 'INTAKE_ACCEPTED',
  INTAKE_DUPLICATE_INVALID: 'INTAKE_DUPLICATE_INVALID',
} as const;

/** Machine codes of this area's refusals (views: issue 14). */
export const ORGANISE_ERROR_CODE = {
  VIEW_LOCKED: 'VIEW_LOCKED',
  VIEWS_OFF: 'VIEWS_OFF',
} as const;

/** The refusals of the favorites routes (the server's messages; the client may show them too). */
export const FAVORITE_TEXT = {
  folderNameRequired: 'Folder name is required',
  folderNameTaken: 'You already have a folder with this name',
  folderNotNested: 'A folder cannot be put in another folder',
  folderFields: 'A folder has entity_type folder and no entity',
  parentNotFolder: 'The parent must be one of your folders',
  entityRequired: 'entity_identifier is required',
  entityNotFound: 'The entity to favorite was not found',
  entityArchived: 'Archived items cannot be added to favorites',
  renameOnlyFolders: 'Only folders can be renamed',
} as const;
