export { createWebStore } from './core/create-web-store';
export type { StoreDeps, WebState, WebStore, LoadStatus, SliceContext } from './core/types';
export { mutate } from './core/mutate';
export type { MutateOptions, MutableStore, ErrorReporter } from './core/mutate';
export { load } from './core/load';
export type { LoadOptions } from './core/load';
export { listOf } from './core/memo';
export { StoreProvider, useAppStore, useStoreApi } from './react/store-provider';
export { postLoginRedirectPath, CREATE_WORKSPACE_PATH } from './cross/post-login-redirect';
export type { CrossActions } from './cross/cross.actions';
export { MAX_TOASTS } from './slices/ui/ui.slice';
export type { UiSlice, Toast, ToastInput } from './slices/ui/ui.slice';
export { selectToasts } from './slices/ui/ui.selectors';
export type { SessionSlice, SessionStatus } from './slices/session/session.slice';
export { selectCurrentUser, selectCurrentUserStatus, selectIsSignedIn, selectIsPasswordAutoset } from './slices/session/session.selectors';
export type { ProfileSlice, ProfileTheme } from './slices/profile/profile.slice';
export {
  selectProfile, selectThemeName, selectLanguage, selectStartOfWeek, selectOnboardingSteps, selectIsOnboarded, selectIsTourCompleted,
} from './slices/profile/profile.selectors';
export type { SettingsSlice } from './slices/settings/settings.slice';
export { selectSettings, selectLastWorkspaceSlug, selectPendingInviteCount } from './slices/settings/settings.selectors';
export type { WorkspacesSlice, WorkspaceLoader } from './slices/workspaces/workspaces.slice';
export {
  selectWorkspaces, selectWorkspaceById, getWorkspaceBySlug, selectCurrentWorkspace, selectWorkspaceLoader, selectHasNoWorkspaces,
} from './slices/workspaces/workspaces.selectors';
export type { MembersSlice } from './slices/members/members.slice';
export { selectWorkspaceMembers, selectWorkspaceMember, selectMyWorkspaceMember, selectMyWorkspaceRole } from './slices/members/members.selectors';
export type { InvitationsSlice } from './slices/invitations/invitations.slice';
export { selectWorkspaceInvitations, selectMyInvitations, selectInvitation } from './slices/invitations/invitations.selectors';
export { createFakeServices } from './testing/fake-services';
export type { FakeServicesOverrides } from './testing/fake-services';
export { fixtures } from './testing/fixtures';
