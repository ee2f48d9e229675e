import { ROLE } from '@cairn/types';
import type { Profile, User, UserSettings, Workspace, WorkspaceInvitation, WorkspaceMember } from '@cairn/types';

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
};
