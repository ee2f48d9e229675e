import { isValidElement } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RootLayout } from './layouts/RootLayout';
import { AuthLayout } from './layouts/AuthLayout';
import { SessionLayout } from './layouts/SessionLayout';
import { RouteError } from './layouts/RouteError';
import { lazyNamed } from './lazy-named';
import { WORKSPACE_AREAS } from '../features/workspace';

const SignInRoute = lazyNamed(() => import('../features/auth/routes/sign-in.route'), 'SignInRoute');
const SignUpRoute = lazyNamed(() => import('../features/auth/routes/sign-up.route'), 'SignUpRoute');
const ForgotPasswordRoute = lazyNamed(() => import('../features/auth/routes/forgot-password.route'), 'ForgotPasswordRoute');
const ResetPasswordRoute = lazyNamed(() => import('../features/auth/routes/reset-password.route'), 'ResetPasswordRoute');
const SetPasswordRoute = lazyNamed(() => import('../features/auth/routes/set-password.route'), 'SetPasswordRoute');
const OnboardingRoute = lazyNamed(() => import('../features/onboarding/routes/onboarding.route'), 'OnboardingRoute');
const CreateWorkspaceRoute = lazyNamed(() => import('../features/workspace/routes/create-workspace.route'), 'CreateWorkspaceRoute');
const MyInvitationsRoute = lazyNamed(() => import('../features/invitations/routes/my-invitations.route'), 'MyInvitationsRoute');
const WorkspaceLayout = lazyNamed(() => import('../features/workspace/routes/workspace-layout.route'), 'WorkspaceLayoutRoute');
const HomeRoute = lazyNamed(() => import('../features/home/routes/home.route'), 'HomeRoute');
const StickiesRoute = lazyNamed(() => import('../features/home/routes/stickies.route'), 'StickiesRoute');
const WorkspaceAreaRoute = lazyNamed(() => import('../features/workspace/routes/workspace-area.route'), 'WorkspaceAreaRoute');
const SettingsLayout = lazyNamed(() => import('../features/settings/routes/settings-layout.route'), 'SettingsLayoutRoute');
const WorkspaceGeneralRoute = lazyNamed(() => import('../features/settings/routes/workspace-general.route'), 'WorkspaceGeneralRoute');
const MembersRoute = lazyNamed(() => import('../features/settings/routes/members.route'), 'MembersRoute');
const InvitationsSettingsRoute = lazyNamed(() => import('../features/settings/routes/invitations-settings.route'), 'InvitationsSettingsRoute');
const AccountSettingsRoute = lazyNamed(() => import('../features/settings/routes/account-settings.route'), 'AccountSettingsRoute');
const ExportsSettingsRoute = lazyNamed(() => import('../features/exports/routes/exports-settings.route'), 'ExportsSettingsRoute');
const WebhooksSettingsRoute = lazyNamed(() => import('../features/webhooks/routes/webhooks-settings.route'), 'WebhooksSettingsRoute');
const WebhookDetailRoute = lazyNamed(() => import('../features/webhooks/routes/webhook-detail.route'), 'WebhookDetailRoute');
const ApiTokensSettingsRoute = lazyNamed(() => import('../features/api-tokens/routes/api-tokens-settings.route'), 'ApiTokensSettingsRoute');
const ProjectsListRoute = lazyNamed(() => import('../features/projects/routes/projects-list.route'), 'ProjectsListRoute');
const ProjectArchivesRoute = lazyNamed(() => import('../features/projects/routes/project-archives.route'), 'ProjectArchivesRoute');
const ProjectPageRoute = lazyNamed(() => import('../features/projects/routes/project-page.route'), 'ProjectPageRoute');
const ProjectSettingsLayout = lazyNamed(() => import('../features/projects/routes/project-settings-layout.route'), 'ProjectSettingsLayoutRoute');
const ProjectGeneralRoute = lazyNamed(() => import('../features/projects/routes/project-general.route'), 'ProjectGeneralRoute');
const ProjectMembersRoute = lazyNamed(() => import('../features/projects/routes/project-members.route'), 'ProjectMembersRoute');
const ProjectFeaturesRoute = lazyNamed(() => import('../features/projects/routes/project-features.route'), 'ProjectFeaturesRoute');
const ProjectStatesRoute = lazyNamed(() => import('../features/projects/routes/project-states.route'), 'ProjectStatesRoute');
const ProjectLabelsRoute = lazyNamed(() => import('../features/projects/routes/project-labels.route'), 'ProjectLabelsRoute');
const ProjectEstimatesRoute = lazyNamed(() => import('../features/projects/routes/project-estimates.route'), 'ProjectEstimatesRoute');
const ProjectAutomationsRoute = lazyNamed(() => import('../features/projects/routes/project-automations.route'), 'ProjectAutomationsRoute');
const ProjectPublishRoute = lazyNamed(() => import('../features/publishing/routes/project-publish.route'), 'ProjectPublishRoute');
const ProjectWorkItemsLayout = lazyNamed(() => import('../features/work-items/routes/project-work-items-layout.route'), 'ProjectWorkItemsLayoutRoute');
const WorkItemsListRoute = lazyNamed(() => import('../features/work-items/routes/work-items-list.route'), 'WorkItemsListRoute');
const WorkItemDetailRoute = lazyNamed(() => import('../features/work-items/routes/work-item-detail.route'), 'WorkItemDetailRoute');
const ArchivedWorkItemsRoute = lazyNamed(() => import('../features/work-item-lists/routes/archived-work-items.route'), 'ArchivedWorkItemsRoute');
const ProjectDraftsRoute = lazyNamed(() => import('../features/work-item-lists/routes/project-drafts.route'), 'ProjectDraftsRoute');
const MemberProfileLayout = lazyNamed(() => import('../features/profile/routes/member-profile-layout.route'), 'MemberProfileLayoutRoute');
const MemberProfileOverviewRoute = lazyNamed(() => import('../features/profile/routes/member-profile-overview.route'), 'MemberProfileOverviewRoute');
const MemberProfileActivityRoute = lazyNamed(() => import('../features/profile/routes/member-profile-activity.route'), 'MemberProfileActivityRoute');
const MemberProfileListRoute = lazyNamed(() => import('../features/profile/routes/member-profile-list.route'), 'MemberProfileListRoute');
const YourWorkRoute = lazyNamed(() => import('../features/work-item-lists/routes/profile-work-items.route'), 'YourWorkRoute');
const WorkspaceViewsRoute = lazyNamed(() => import('../features/work-item-lists/routes/workspace-views.route'), 'WorkspaceViewsRoute');
const WorkspaceDraftsRoute = lazyNamed(() => import('../features/workspace-drafts/routes/workspace-drafts.route'), 'WorkspaceDraftsRoute');
const CyclesRoute = lazyNamed(() => import('../features/cycles/routes/cycles.route'), 'CyclesRoute');
const CycleDetailRoute = lazyNamed(() => import('../features/cycles/routes/cycle-detail.route'), 'CycleDetailRoute');
const ArchivedCyclesRoute = lazyNamed(() => import('../features/cycles/routes/archived-cycles.route'), 'ArchivedCyclesRoute');
const WorkspaceCyclesRoute = lazyNamed(() => import('../features/cycles/routes/workspace-cycles.route'), 'WorkspaceCyclesRoute');
const ModulesRoute = lazyNamed(() => import('../features/modules/routes/modules.route'), 'ModulesRoute');
const ModuleDetailRoute = lazyNamed(() => import('../features/modules/routes/module-detail.route'), 'ModuleDetailRoute');
const ArchivedModulesRoute = lazyNamed(() => import('../features/modules/routes/archived-modules.route'), 'ArchivedModulesRoute');
const ProjectViewsRoute = lazyNamed(() => import('../features/views/routes/project-views.route'), 'ProjectViewsRoute');
const ProjectViewRoute = lazyNamed(() => import('../features/views/routes/project-view.route'), 'ProjectViewRoute');
const TeamViewsRoute = lazyNamed(() => import('../features/views/routes/team-views.route'), 'TeamViewsRoute');
const TeamViewRoute = lazyNamed(() => import('../features/views/routes/team-view.route'), 'TeamViewRoute');
const TeamspacesRoute = lazyNamed(() => import('../features/teamspaces/routes/teamspaces.route'), 'TeamspacesRoute');
const TeamspaceDetailRoute = lazyNamed(() => import('../features/teamspaces/routes/teamspace-detail.route'), 'TeamspaceDetailRoute');
const EpicsRoute = lazyNamed(() => import('../features/epics/routes/epics.route'), 'EpicsRoute');
const EpicDetailRoute = lazyNamed(() => import('../features/epics/routes/epic-detail.route'), 'EpicDetailRoute');
const IntakeRoute = lazyNamed(() => import('../features/intake/routes/intake.route'), 'IntakeRoute');
const PagesListRoute = lazyNamed(() => import('../features/pages/routes/pages-list.route'), 'PagesListRoute');
const PageDetailRoute = lazyNamed(() => import('../features/pages/detail/page-detail.route'), 'PageDetailRoute');
const InboxRoute = lazyNamed(() => import('../features/inbox/routes/inbox.route'), 'InboxRoute');
const WorkspaceAnalyticsRoute = lazyNamed(() => import('../features/analytics/routes/workspace-analytics.route'), 'WorkspaceAnalyticsRoute');
const ProjectAnalyticsRoute = lazyNamed(() => import('../features/analytics/routes/project-analytics.route'), 'ProjectAnalyticsRoute');
const NotFoundRoute = lazyNamed(() => import('./layouts/NotFound'), 'NotFound');

// Areas with screens of their own (the others show the "comes later" empty state).
const OWN_ROUTES = new Set(['projects', 'drafts', 'your_work', 'views', 'cycles', 'inbox', 'analytics']);

/** The members app's route tree (exported for tests, which mount it in a memory router). */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        element: <AuthLayout />,
        children: [
          { index: true, element: <SignInRoute /> },
          { path: 'sign-up', element: <SignUpRoute /> },
          { path: 'accounts/forgot-password', element: <ForgotPasswordRoute /> },
          { path: 'accounts/reset-password', element: <ResetPasswordRoute /> },
          { path: 'accounts/set-password', element: <SetPasswordRoute /> },
        ],
      },
      {
        element: <SessionLayout />,
        children: [
          { path: 'onboarding', element: <OnboardingRoute /> },
          { path: 'create-workspace', element: <CreateWorkspaceRoute /> },
          { path: 'invitations', element: <MyInvitationsRoute /> },
          {
            path: ':workspaceSlug',
            element: <WorkspaceLayout />,
            children: [
              { index: true, element: <HomeRoute /> },
              { path: 'stickies', element: <StickiesRoute /> },
              ...WORKSPACE_AREAS.filter((area) => !OWN_ROUTES.has(area.key)).map((area) => ({ path: `${area.path}/*`, element: <WorkspaceAreaRoute area={area.key} /> })),
              // "Your work" is the signed-in user's profile; "Views" the built-in global views.
              { path: 'profile', element: <YourWorkRoute /> },
              {
                // A member's profile (issue 17): header and tabs over Overview / the three lists / Activity.
                path: 'profile/:userId',
                element: <MemberProfileLayout />,
                children: [
                  { index: true, element: <MemberProfileOverviewRoute /> },
                  { path: 'activity', element: <MemberProfileActivityRoute /> },
                  { path: ':list', element: <MemberProfileListRoute /> },
                ],
              },
              { path: 'workspace-views', element: <WorkspaceViewsRoute /> },
              { path: 'workspace-views/:globalViewId', element: <WorkspaceViewsRoute /> },
              { path: 'cycles', element: <WorkspaceCyclesRoute /> },
              { path: 'teamspaces', element: <TeamspacesRoute /> },
              { path: 'teamspaces/:teamspaceId', element: <TeamspaceDetailRoute /> },
              { path: 'teamspaces/:teamspaceId/views', element: <TeamViewsRoute /> },
              { path: 'teamspaces/:teamspaceId/views/:viewId', element: <TeamViewRoute /> },
              { path: 'projects', element: <ProjectsListRoute /> },
              { path: 'projects/archives', element: <ProjectArchivesRoute /> },
              {
                // Every project screen: the C shortcut and the "Create work item" dialog of that project.
                element: <ProjectWorkItemsLayout />,
                children: [
                  { path: 'projects/:projectId', element: <WorkItemsListRoute /> },
                  { path: 'projects/:projectId/issues', element: <WorkItemsListRoute /> },
                  { path: 'projects/:projectId/drafts', element: <ProjectDraftsRoute /> },
                  { path: 'projects/:projectId/cycles', element: <CyclesRoute /> },
                  { path: 'projects/:projectId/cycles/:cycleId', element: <CycleDetailRoute /> },
                  { path: 'projects/:projectId/archives/cycles', element: <ArchivedCyclesRoute /> },
                  { path: 'projects/:projectId/modules', element: <ModulesRoute /> },
                  { path: 'projects/:projectId/modules/:moduleId', element: <ModuleDetailRoute /> },
                  { path: 'projects/:projectId/archives/modules', element: <ArchivedModulesRoute /> },
                  { path: 'projects/:projectId/views', element: <ProjectViewsRoute /> },
                  { path: 'projects/:projectId/views/:viewId', element: <ProjectViewRoute /> },
                  { path: 'projects/:projectId/epics', element: <EpicsRoute /> },
                  { path: 'projects/:projectId/epics/:epicId', element: <EpicDetailRoute /> },
                  { path: 'projects/:projectId/intake', element: <IntakeRoute /> },
                  { path: 'projects/:projectId/pages', element: <PagesListRoute /> },
                  { path: 'projects/:projectId/pages/:pageId', element: <PageDetailRoute /> },
                  { path: 'projects/:projectId/analytics', element: <ProjectAnalyticsRoute /> },
                  { path: 'projects/:projectId/:section', element: <ProjectPageRoute /> },
                  {
                    path: 'projects/:projectId/settings',
                    element: <ProjectSettingsLayout />,
                    children: [
                      { index: true, element: <ProjectGeneralRoute /> },
                      { path: 'members', element: <ProjectMembersRoute /> },
                      { path: 'features', element: <ProjectFeaturesRoute /> },
                      { path: 'states', element: <ProjectStatesRoute /> },
                      { path: 'labels', element: <ProjectLabelsRoute /> },
                      { path: 'estimates', element: <ProjectEstimatesRoute /> },
                      { path: 'automations', element: <ProjectAutomationsRoute /> },
                      { path: 'publish', element: <ProjectPublishRoute /> },
                      { path: '*', element: <NotFoundRoute /> },
                    ],
                  },
                ],
              },
              // Outside the create scope: the archive allows no creation (spec §6), not even by the C shortcut.
              { path: 'projects/:projectId/archives/issues', element: <ArchivedWorkItemsRoute /> },
              { path: 'browse/:identifier', element: <WorkItemDetailRoute /> },
              { path: 'drafts', element: <WorkspaceDraftsRoute /> },
              { path: 'inbox', element: <InboxRoute /> },
              { path: 'analytics', element: <WorkspaceAnalyticsRoute /> },
              {
                path: 'settings',
                element: <SettingsLayout />,
                children: [
                  { index: true, element: <WorkspaceGeneralRoute /> },
                  { path: 'members', element: <MembersRoute /> },
                  { path: 'invitations', element: <InvitationsSettingsRoute /> },
                  { path: 'account', element: <AccountSettingsRoute /> },
                  { path: 'api-tokens', element: <ApiTokensSettingsRoute /> },
                  { path: 'exports', element: <ExportsSettingsRoute /> },
                  { path: 'webhooks', element: <WebhooksSettingsRoute /> },
                  { path: 'webhooks/:webhookId', element: <WebhookDetailRoute /> },
                ],
              },
              { path: '*', element: <NotFoundRoute /> },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

/**
 * Loads the lazy route modules a path renders (outermost first, all at once), so the first render does not suspend:
 * boot awaits this with i18n (the server already modulepreloaded the same chunks).
 */
export function preloadRoutes(pathname: string): Promise<void> {
  const preloads = (matchRoutes(appRoutes, pathname) ?? []).flatMap(({ route }) => {
    const type: unknown = isValidElement(route.element) ? route.element.type : undefined;
    const preload = (type as { preload?: () => Promise<void> } | undefined)?.preload;
    return preload ? [preload()] : [];
  });
  return Promise.all(preloads).then(() => undefined);
}

/** The browser router of the members app. */
export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
