import { ROLE } from '@cairn/types';
import type {
  Estimate, EstimatePoint, Label, Profile, Project, ProjectLite, ProjectMember, State, User, UserSettings, Workspace, WorkspaceInvitation,
  WorkspaceMember,
} from '@cairn/types';

import { workItemFixtures } from './work-item-fixtures';

const STAMP = '2025-01-01T00:00:00.000Z';

/** A UUID-shaped id from a number, so fixtures read well in failures. */
function id(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

/** Entity builders for tests (valid wire shapes with overridable fields). */
export const fixtures = {
  id,
  user: (over: Partial<User> = {}): User => ({
    id: id(1), email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace', display_name: 'ada', avatar_url: null,
    is_active: true, is_password_autoset: false, is_email_verified: true, date_joined: STAMP, last_login: STAMP, ...over,
  }),
  profile: (over: Partial<Profile> = {}): Profile => ({
    id: id(2), user: id(1), role: null, last_workspace_id: null, theme: { theme: 'system' },
    onboarding_step: { workspace_join: false, profile_complete: false, workspace_create: false, workspace_invite: false },
    is_onboarded: false, is_tour_completed: false, use_case: null, billing_address_country: null, billing_address: null,
    has_billing_address: false, language: 'en', start_of_the_week: 0, created_at: STAMP, updated_at: STAMP, ...over,
  }),
  settings: (workspace: Partial<UserSettings['workspace']> = {}): UserSettings => ({
    id: id(1), email: 'ada@example.com',
    workspace: {
      last_workspace_id: null, last_workspace_slug: null, last_workspace_name: null, last_workspace_logo: null,
      fallback_workspace_id: null, fallback_workspace_slug: null, invites: 0, ...workspace,
    },
  }),
  workspace: (n: number, over: Partial<Workspace> = {}): Workspace => ({
    id: id(100 + n), name: `Workspace ${n}`, slug: `ws-${n}`, logo_url: null, organization_size: null, owner: id(1), created_by: id(1),
    created_at: STAMP, updated_at: STAMP, role: ROLE.ADMIN, ...over,
  }),
  member: (n: number, over: Partial<WorkspaceMember> = {}): WorkspaceMember => ({
    id: id(200 + n),
    member: { id: id(300 + n), email: `m${n}@example.com`, first_name: 'M', last_name: String(n), display_name: `m${n}`, avatar_url: null },
    role: ROLE.MEMBER, is_active: true, created_at: STAMP, ...over,
  }),
  invitation: (n: number, over: Partial<WorkspaceInvitation> = {}): WorkspaceInvitation => ({
    id: id(400 + n), email: `i${n}@example.com`, role: ROLE.MEMBER, accepted: false, responded_at: null,
    workspace: { id: id(101), name: 'Workspace 1', slug: 'ws-1', logo_url: null }, created_by: id(1), created_at: STAMP, ...over,
  }),
  /** A lite project of workspace 1 (ws-1), the caller a project admin. */
  projectLite: (n: number, over: Partial<ProjectLite> = {}): ProjectLite => ({
    id: id(500 + n), workspace: id(101), name: `Project ${n}`, identifier: `P${n}`, description: '', logo_props: null, network: 2,
    archived_at: null, is_favorite: false, member_role: ROLE.ADMIN, is_member: true, sort_order: 65535 * n, guest_view_all_features: false, anchor: null,
    cycle_view: true, module_view: true, issue_views_view: true, page_view: true, inbox_view: true, is_time_tracking_enabled: false,
    created_at: STAMP, updated_at: STAMP, ...over,
  }),
  /** A full project of workspace 1 (ws-1). */
  project: (n: number, over: Partial<Project> = {}): Project => ({
    ...fixtures.projectLite(n), archive_in: 0, close_in: 0, default_state: null, estimate: null, total_members: 1, created_by: id(1),
    updated_by: null, ...over,
  }),
  /** A member of project 1. */
  projectMember: (n: number, over: Partial<ProjectMember> = {}): ProjectMember => ({
    id: id(1000 + n), project: id(501),
    member: { id: id(300 + n), email: `m${n}@example.com`, first_name: 'M', last_name: String(n), display_name: `m${n}`, avatar_url: null },
    role: ROLE.MEMBER, original_role: ROLE.MEMBER, created_at: STAMP, ...over,
  }),
  /** A state of project 1 (group backlog, sequence 1000 × n unless given). */
  state: (n: number, over: Partial<State> = {}): State => ({
    id: id(600 + n), project_id: id(501), workspace_id: id(101), name: `State ${n}`, color: '#aabbcc', group: 'backlog', default: false,
    sequence: 1000 * n, description: '', created_at: STAMP, updated_at: STAMP, ...over,
  }),
  /** A top-level label of project 1 (sort_order 1000 × n unless given). */
  label: (n: number, over: Partial<Label> = {}): Label => ({
    id: id(700 + n), project_id: id(501), workspace_id: id(101), name: `Label ${n}`, color: '#aabbcc', description: '', parent: null,
    sort_order: 1000 * n, created_at: STAMP, updated_at: STAMP, ...over,
  }),
  /** A point of estimate 1 with key n. */
  estimatePoint: (n: number, over: Partial<EstimatePoint> = {}): EstimatePoint => ({
    id: id(900 + n), key: n, value: String(n), description: '', workspace: id(101), project: id(501), estimate: id(801),
    created_at: STAMP, updated_at: STAMP, created_by: id(1), updated_by: null, ...over,
  }),
  /** An archived (not last_used) estimate of project 1 with two points, created on day n of 2025. */
  estimate: (n: number, over: Partial<Estimate> = {}): Estimate => ({
    id: id(800 + n), name: `Estimate ${n}`, description: '', type: 'points', workspace: id(101), project: id(501), last_used: false,
    created_at: `2025-01-${String(n).padStart(2, '0')}T00:00:00.000Z`, updated_at: STAMP, created_by: id(1), updated_by: null,
    points: [1, 2].map((k) => fixtures.estimatePoint(10 * n + k, { key: k, value: String(k), estimate: id(800 + n) })), ...over,
  }),
  ...workItemFixtures,
};
