import { ROLE, type Role } from './constants';

/** State groups in their display order (lists sort by this order, then by sequence). */
export const STATE_GROUPS = ['backlog', 'unstarted', 'started', 'completed', 'cancelled'] as const;
/** A state group. */
export type StateGroup = (typeof STATE_GROUPS)[number];

/**
 * The states every new project starts with; Backlog is the default. Each colour keeps a contrast of at least 3:1
 * with both themes' canvas (#ffffff and #15171c), so a state's dot is legible in light and dark.
 */
export const DEFAULT_STATES: readonly { name: string; group: StateGroup; color: string; default: boolean }[] = [
  { name: 'Backlog', group: 'backlog', color: '#858a93', default: true },
  { name: 'Todo', group: 'unstarted', color: '#6b7280', default: false },
  { name: 'In Progress', group: 'started', color: '#d97706', default: false },
  { name: 'Done', group: 'completed', color: '#16a34a', default: false },
  { name: 'Cancelled', group: 'cancelled', color: '#ef4444', default: false },
];

/**
 * Colours offered for a new label (the label picker and settings): each keeps at least 3:1 with both themes' canvas
 * and surface, so a label's dot is legible in light and dark.
 */
export const LABEL_COLOR_PRESETS = ['#3b82f6', '#0891b2', '#0d9488', '#16a34a', '#65a30d', '#d97706', '#ea580c', '#dc2626', '#db2777', '#9333ea', '#6366f1', '#6b7280'] as const;

/** The colour for the next new label: the first preset no label uses yet, else the one used least. */
export function nextLabelColor(used: readonly string[]): string {
  const counts = new Map<string, number>(LABEL_COLOR_PRESETS.map((c) => [c, 0]));
  for (const color of used) {
    const key = color.toLowerCase();
    if (counts.has(key)) counts.set(key, counts.get(key)! + 1);
  }
  let best: string = LABEL_COLOR_PRESETS[0];
  for (const color of LABEL_COLOR_PRESETS) if (counts.get(color)! < counts.get(best)!) best = color;
  return best;
}

/** Longest project identifier. */
export const PROJECT_IDENTIFIER_MAX_LENGTH = 12;
/** Characters a (normalised, upper-cased) project identifier may hold. */
export const PROJECT_IDENTIFIER_PATTERN = /^[A-Z0-9]+$/;
/** Longest identifier the create modal suggests. */
export const PROJECT_IDENTIFIER_SUGGESTION_LENGTH = 5;

/**
 * Identifier suggested from a project name: the first letter (or digit) of each word, upper-cased, at most 5.
 * Accents are dropped ("Équipe" → "E"); characters outside A-Z0-9 never appear.
 */
export function suggestProjectIdentifier(name: string): string {
  const ascii = name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase();
  const words = ascii.split(/[^A-Z0-9]+/).filter(Boolean);
  return words.map((w) => w[0]).join('').slice(0, PROJECT_IDENTIFIER_SUGGESTION_LENGTH);
}

/** Project network: 0 secret, 2 public (stored; visibility follows the role rules only). */
export const PROJECT_NETWORK = { SECRET: 0, PUBLIC: 2 } as const;

/** Feature toggles of a project (settings → features); all on by default except time tracking. */
export const PROJECT_FEATURE_TOGGLES = ['cycle_view', 'module_view', 'issue_views_view', 'page_view', 'inbox_view', 'is_time_tracking_enabled'] as const;
/** A feature toggle field name. */
export type ProjectFeatureToggle = (typeof PROJECT_FEATURE_TOGGLES)[number];

/** Automations: archive_in / close_in are months, 0 = off, at most this many. */
export const PROJECT_AUTOMATION_MAX_MONTHS = 12;

/** Label sort_order when a label is alone among its siblings. */
export const LABEL_DEFAULT_SORT_ORDER = 65535;
/** Gap added after the last sibling. */
export const LABEL_SORT_STEP = 10000;

/** Settings tabs of a project and the project roles that may open them (work-items spec §2). */
export const PROJECT_SETTINGS_TABS: readonly { key: string; path: string; roles: readonly Role[] }[] = [
  { key: 'general', path: '', roles: [ROLE.ADMIN, ROLE.MEMBER, ROLE.GUEST] },
  { key: 'members', path: 'members', roles: [ROLE.ADMIN, ROLE.MEMBER, ROLE.GUEST] },
  { key: 'features', path: 'features', roles: [ROLE.ADMIN] },
  { key: 'states', path: 'states', roles: [ROLE.ADMIN, ROLE.MEMBER] },
  { key: 'labels', path: 'labels', roles: [ROLE.ADMIN, ROLE.MEMBER] },
  { key: 'estimates', path: 'estimates', roles: [ROLE.ADMIN] },
  { key: 'automations', path: 'automations', roles: [ROLE.ADMIN] },
  // Publishing (issue 20): the project's public board (admins).
  { key: 'publish', path: 'publish', roles: [ROLE.ADMIN] },
];

/** Texts of the project area shown verbatim (spec catalogue plus server messages the UI may show). */
export const PROJECT_TEXT = {
  memberNotFound: 'Member not found',
  estimatesFetchError: 'Error fetching estimates',
  estimateCreateError: 'Error creating estimate',
  estimateDeleteError: 'Error deleting estimate',
  projectNotFound: 'Project not found',
  notProjectMember: 'You are not a member of this project',
  identifierTaken: 'Project identifier is already taken',
  identifierRequired: 'Project identifier is required',
  identifierInvalid: 'Only A-Z and 0-9 are allowed in a project identifier',
  identifierTooLong: 'Project identifier can have at most 12 characters',
  nameRequired: 'Project name is required',
  stateNotFound: 'State not found',
  stateNameTaken: 'A state with this name already exists in this project',
  defaultStateDelete: 'The default state cannot be deleted',
  lastStateDelete: 'A project needs at least one state',
  labelNotFound: 'Label not found',
  labelNameTaken: 'A label with this name already exists here',
  labelLoop: 'A label cannot be its own ancestor',
  estimateNotFound: 'Estimate not found',
  estimatePointNotFound: 'Estimate point not found',
  estimatePointsDuplicate: 'Estimate point keys and values must be unique',
  lastProjectAdmin: 'You are the only admin of this project; make someone else admin first',
  roleTooHigh: 'You cannot give a role higher than your own',
  ownRole: 'You cannot change your own role',
  guestOnlyGuest: 'A workspace guest can only be a project guest',
  notWorkspaceMember: 'Every member must be an active member of this workspace',
  alreadyMember: 'Already a member of this project',
  cannotJoin: 'You cannot join one of these projects',
  secretProjectJoin: 'A secret project can only be joined by invitation or when a project admin adds you',
  removeSelf: 'You cannot remove yourself; leave the project instead',
  archivedProject: 'This project is archived',
  parentLabelNotFound: 'Parent label not found',
} as const;

/** Machine error codes of the project area. */
export const PROJECT_ERROR_CODE = {
  PROJECT_IDENTIFIER_TAKEN: 'PROJECT_IDENTIFIER_TAKEN',
  NOT_PROJECT_MEMBER: 'NOT_PROJECT_MEMBER',
  STATE_NAME_TAKEN: 'STATE_NAME_TAKEN',
  DEFAULT_STATE_DELETE: 'DEFAULT_STATE_DELETE',
  LAST_STATE: 'LAST_STATE',
  LABEL_NAME_TAKEN: 'LABEL_NAME_TAKEN',
  LABEL_LOOP: 'LABEL_LOOP',
  ESTIMATE_POINTS_DUPLICATE: 'ESTIMATE_POINTS_DUPLICATE',
  LAST_PROJECT_ADMIN: 'LAST_PROJECT_ADMIN',
  ROLE_TOO_HIGH: 'ROLE_TOO_HIGH',
  OWN_ROLE: 'OWN_ROLE',
  ALREADY_MEMBER: 'ALREADY_PROJECT_MEMBER',
  PROJECT_ARCHIVED: 'PROJECT_ARCHIVED',
  GUEST_ONLY_GUEST: 'WORKSPACE_GUEST_ONLY_PROJECT_GUEST',
  NOT_WORKSPACE_MEMBER: 'NOT_WORKSPACE_MEMBER',
  SECRET_PROJECT: 'SECRET_PROJECT',
} as const;
