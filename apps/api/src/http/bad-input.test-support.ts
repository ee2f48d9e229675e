import { randomUUID } from 'node:crypto';
import { apiPaths } from '@cairn/types';
import type { LightMyRequestResponse as InjectResponse } from 'fastify';
import { createAgent, signUp, type Agent, type TestApp } from '../test/test-app';
import { newApiKey } from '../modules/public-api/v1.test-support';

/** The ids of one user's workspace with one of everything, for the bad-input walk (real ids reach handlers). */
export interface FuzzWorld {
  agent: Agent;
  /** The walker's API token for its workspace: /api/v1/ routes take it (X-Api-Key) instead of the session. */
  apiKey: string;
  userId: string;
  workspaceId: string;
  slug: string;
  projectId: string;
  identifier: string;
  stateId: string;
  labelId: string;
  estimateId: string;
  pointId: string;
  issueId: string;
  epicId: string;
  projectDraftId: string;
  workspaceDraftId: string;
  commentId: string;
  linkId: string;
  versionId: string;
  invitationId: string;
  memberId: string;
  projectMemberId: string;
  workspaceAssetId: string;
  projectAssetId: string;
  userAssetId: string;
  cycleId: string;
  moduleId: string;
  moduleLinkId: string;
  favoriteId: string;
  /** Saved views (issue 14): one of each kind; the team view's teamspace (inserted directly: the walker is its member). */
  teamspaceId: string;
  /** The project's published board (issue 20): its anchor and id. */
  anchor: string;
  deployBoardId: string;
  projectViewId: string;
  workspaceViewId: string;
  teamViewId: string;
  /** Pages (issue 15): a page of the project and a saved version of it. */
  pageId: string;
  pageVersionId: string;
  /** Home (issue 16): a sticky, a quick link, the home dashboard and one of its widgets (your_work). */
  stickyId: string;
  quickLinkId: string;
  dashboardId: string;
  widgetId: string;
}

let counter = 0;

async function ok(res: Promise<InjectResponse>, what: string): Promise<Record<string, never> & Record<string, unknown>> {
  const r = await res;
  if (r.statusCode >= 300) throw new Error(`seeding ${what}: ${r.statusCode} ${r.body.slice(0, 300)}`);
  return r.statusCode === 204 ? {} : r.json();
}

/** Signs a new user up and creates, through the API, a workspace with a project holding one of every kind of row. */
export async function seedFuzzWorld(t: TestApp): Promise<FuzzWorld> {
  const agent = createAgent(t.app);
  const user = await signUp(agent);
  counter += 1;
  const slug = `fuzz-${counter}-${randomUUID().slice(0, 8)}`;
  const ws = await ok(agent.post('/api/workspaces/', { name: `Fuzz ${counter}`, slug }), 'workspace');
  const identifier = `FZ${counter}`;
  const project = await ok(agent.post(apiPaths.projects(slug), { name: `Fuzz project ${counter}`, identifier }), 'project');
  const projectId = project.id as string;
  const base = `/api/workspaces/${slug}/projects/${projectId}`;
  // Time tracking on, so the time-log routes' bad input reaches their handlers (issue 17).
  await ok(agent.patch(`${base}/`, { is_time_tracking_enabled: true }), 'time tracking');
  const states = (await agent.get(`${base}/states/`)).json() as Array<{ id: string }>;
  const label = await ok(agent.post(`${base}/issue-labels/`, { name: 'Area' }), 'label');
  const estimate = await ok(agent.post(`${base}/estimates/`, { estimate: { name: 'Points', type: 'points' }, estimate_points: [{ key: 0, value: '1' }] }), 'estimate');
  const issue = await ok(agent.post(`${base}/issues/`, { name: 'Item', description_html: '<p>first</p>', label_ids: [label.id] }), 'work item');
  await ok(agent.patch(`${base}/issues/${issue.id}/`, { description_html: '<p>second</p>' }), 'description');
  const epic = await ok(agent.post(`${base}/epics/`, { name: 'Epic' }), 'epic');
  const projectDraft = await ok(agent.post(`${base}/issue-drafts/`, { name: 'Draft' }), 'project draft');
  const workspaceDraft = await ok(agent.post(apiPaths.workspaceDrafts(slug), { name: 'Draft' }), 'workspace draft');
  const comment = await ok(agent.post(`${base}/issues/${issue.id}/comments/`, { comment_html: '<p>hi</p>' }), 'comment');
  const link = await ok(agent.post(`${base}/issues/${issue.id}/issue-links/`, { url: 'https://example.com/' }), 'link');
  await ok(agent.post(`${base}/issues/${issue.id}/reactions/`, { reaction: '👍' }), 'reaction');
  await ok(agent.post(`${base}/comments/${comment.id}/reactions/`, { reaction: '👍' }), 'comment reaction');
  const versions = (await agent.get(`${base}/issues/${issue.id}/description-versions/`)).json() as Array<{ id: string }>;
  const invited = await ok(agent.post(`/api/workspaces/${slug}/invitations/`, { emails: [{ email: `invitee-${counter}@example.com`, role: 15 }] }), 'invitation');
  const members = (await agent.get(`/api/workspaces/${slug}/members/`)).json() as Array<{ id: string }>;
  const projectMembers = (await agent.get(`${base}/members/`)).json() as Array<{ id: string }>;
  const asset = (body: Record<string, unknown>, url: string, what: string) => ok(agent.post(url, { name: 'a.png', type: 'image/png', size: 10, ...body }), what);
  const workspaceAsset = await asset({ entity_type: 'PAGE_DESCRIPTION' }, `/api/assets/v2/workspaces/${slug}/`, 'workspace asset');
  const projectAsset = await asset({ entity_type: 'ISSUE_ATTACHMENT', entity_identifier: issue.id, type: 'text/plain', name: 'a.txt' }, `/api/assets/v2/workspaces/${slug}/projects/${projectId}/`, 'project asset');
  const userAsset = await asset({ entity_type: 'USER_AVATAR' }, '/api/assets/v2/user-assets/', 'user asset');
  const cycle = await ok(agent.post(apiPaths.cycles(slug, projectId), { name: 'Cycle' }), 'cycle');
  const planningModule = await ok(agent.post(apiPaths.modules(slug, projectId), { name: 'Module' }), 'module');
  const moduleLink = await ok(agent.post(apiPaths.moduleLinks(slug, projectId, planningModule.id as string), { url: 'https://example.com/' }), 'module link');
  const favorite = await ok(agent.post(apiPaths.userFavorites(slug), { entity_type: 'folder', is_folder: true, name: 'Folder' }), 'favorite folder');
  const teamspaceId = randomUUID();
  await t.query('INSERT INTO teamspaces (id, workspace_id, name) VALUES ($1, $2, $3)', [teamspaceId, ws.id, 'Team']);
  await t.query('INSERT INTO teamspace_members (teamspace_id, member_id, workspace_id) VALUES ($1, $2, $3)', [teamspaceId, user.id, ws.id]);
  await t.query('INSERT INTO teamspace_projects (teamspace_id, project_id, workspace_id) VALUES ($1, $2, $3)', [teamspaceId, projectId, ws.id]);
  const projectView = await ok(agent.post(apiPaths.views(slug, projectId), { name: 'View' }), 'project view');
  const workspaceView = await ok(agent.post(apiPaths.workspaceViews(slug), { name: 'View' }), 'workspace view');
  const teamView = await ok(agent.post(apiPaths.teamspaceViews(slug, teamspaceId), { name: 'View' }), 'team view');
  const page = await ok(agent.post(apiPaths.pages(slug, projectId), { name: 'Page', description_html: '<p>page</p>' }), 'page');
  const pageVersion = await ok(agent.post(apiPaths.pageVersions(slug, projectId, page.id as string)), 'page version');
  const sticky = await ok(agent.post(apiPaths.stickies(slug), { name: 'Sticky' }), 'sticky');
  const quickLink = await ok(agent.post(apiPaths.quickLinks(slug), { url: 'https://example.com/' }), 'quick link');
  const home = await ok(agent.get(`${apiPaths.dashboard(slug)}?dashboard_type=home`), 'home dashboard');
  const homeWidgets = home.widgets as Array<{ id: string; key: string }>;
  const { key: apiKey } = await newApiKey(t, user.id, ws.id as string);
  // Published with every switch on (issue 20), so the public anchor routes' bad input reaches their handlers.
  await ok(agent.patch(`${base}/`, { inbox_view: true }), 'intake on');
  const board = await ok(
    agent.post(apiPaths.projectDeployBoards(slug, projectId), {
      is_comments_enabled: true, is_reactions_enabled: true, is_votes_enabled: true, is_intake_enabled: true,
    }),
    'published board',
  );
  return {
    agent,
    apiKey,
    userId: user.id,
    workspaceId: ws.id as string,
    slug,
    projectId,
    identifier,
    stateId: states[0].id,
    labelId: label.id as string,
    estimateId: estimate.id as string,
    pointId: (estimate.points as Array<{ id: string }>)[0].id,
    issueId: issue.id as string,
    epicId: epic.id as string,
    projectDraftId: projectDraft.id as string,
    workspaceDraftId: workspaceDraft.id as string,
    commentId: comment.id as string,
    linkId: link.id as string,
    versionId: versions[0]?.id ?? randomUUID(),
    invitationId: (invited.invitations as Array<{ id: string }>)[0].id,
    memberId: members[0].id,
    projectMemberId: projectMembers[0].id,
    workspaceAssetId: workspaceAsset.asset_id as string,
    projectAssetId: projectAsset.asset_id as string,
    userAssetId: userAsset.asset_id as string,
    cycleId: cycle.id as string,
    moduleId: planningModule.id as string,
    moduleLinkId: moduleLink.id as string,
    favoriteId: favorite.id as string,
    teamspaceId,
    projectViewId: projectView.id as string,
    workspaceViewId: workspaceView.id as string,
    teamViewId: teamView.id as string,
    pageId: page.id as string,
    pageVersionId: pageVersion.id as string,
    stickyId: sticky.id as string,
    quickLinkId: quickLink.id as string,
    dashboardId: (home.dashboard as { id: string }).id,
    widgetId: homeWidgets.find((x) => x.key === 'your_work')!.id,
    anchor: board.anchor as string,
    deployBoardId: board.id as string,
  };
}

/** The world's value for a path parameter of an OpenAPI path (the same name means different rows on some routes). */
export function pathValue(w: FuzzWorld, path: string, name: string): string {
  switch (name) {
    case 'slug': return w.slug;
    case 'projectId': return w.projectId;
    case 'issueId': return path.includes('/epics/') ? w.epicId : w.issueId;
    case 'id':
      if (path.includes('/members/')) return w.memberId;
      if (path.includes('/project-deploy-boards/')) return w.deployBoardId;
      if (path.includes('/invitations/')) return w.invitationId;
      return w.issueId;
    case 'memberId': return w.projectMemberId;
    case 'stateId': return w.stateId;
    case 'labelId': return w.labelId;
    case 'estimateId': return w.estimateId;
    case 'pointId': return w.pointId;
    case 'draftId': return path.includes('/issue-drafts/') ? w.projectDraftId : w.workspaceDraftId;
    case 'versionId': return path.includes('/pages/') ? w.pageVersionId : w.versionId;
    case 'pageId': return w.pageId;
    case 'commentId': return w.commentId;
    case 'linkId': return path.includes('/module-links/') ? w.moduleLinkId : w.linkId;
    case 'reaction': return '👍';
    case 'anchor': return w.anchor;
    case 'assetId':
      if (path.includes('/user-assets/')) return w.userAssetId;
      if (path.includes('/projects/') || path.includes('/files/')) return w.projectAssetId;
      return w.workspaceAssetId;
    case 'userId': return w.userId;
    case 'list': return 'assigned';
    case 'view': return 'assigned';
    case 'key': return `${w.identifier}-1`;
    case 'cycleId': return w.cycleId;
    case 'moduleId': return w.moduleId;
    case 'favoriteId': return w.favoriteId;
    case 'teamspaceId': return w.teamspaceId;
    case 'viewId':
      if (path.includes('/teamspaces/')) return w.teamViewId;
      return path.includes('/projects/') ? w.projectViewId : w.workspaceViewId;
    case 'stickyId': return w.stickyId;
    case 'quickLinkId': return w.quickLinkId;
    case 'dashboardId': return w.dashboardId;
    case 'widgetId': return w.widgetId;
    case 'widgetKey': return 'your_work';
    // An id the routes answer 404 for (an export belongs to its creator; the walk makes none).
    case 'exportId': return w.userId;
    case 'logId': return w.userId;
    // API tokens and webhooks (issue 18): the walk makes none, so these answer 404 after the input checks.
    case 'tokenId': return w.userId;
    case 'webhookId': return w.userId;
    case 'deliveryId': return w.userId;
    // The public API v1 (issue 18).
    case 'workItemId': return w.issueId;
    case 'childId':
      if (path.includes('/links/')) return w.linkId;
      if (path.includes('/comments/')) return w.commentId;
      return w.userId;
    default: throw new Error(`no value for path parameter ${name} of ${path}`);
  }
}

/** The world's id for a body or query field that names a row (by field name), or undefined. */
export function idFor(w: FuzzWorld, name: string): string | undefined {
  const ids: Record<string, string> = {
    state_id: w.stateId, state: w.stateId, default_state: w.stateId,
    label_ids: w.labelId, labels: w.labelId, parent: w.labelId,
    assignee_ids: w.userId, assignees: w.userId, member_id: w.userId, created_by: w.userId, mentions: w.userId, subscriber: w.userId,
    project_id: w.projectId, project: w.projectId, project_ids: w.projectId,
    estimate_point: w.pointId, estimate: w.estimateId,
    issue_ids: w.issueId, sub_issue_ids: w.issueId, issues: w.issueId, related_issue: w.issueId, parent_id: w.epicId, entity_identifier: w.issueId,
    workspace_id: w.workspaceId, last_workspace_id: w.workspaceId,
    invitations: w.invitationId,
    cycle: w.cycleId, cycle_id: w.cycleId, new_cycle_id: w.cycleId,
    view: w.projectViewId,
    new_project_id: w.projectId,
  };
  return ids[name];
}

/** Existing row ids of the kind a create route takes as its client-chosen `id` (a duplicate must answer 409, not 500). */
export function existingIdsFor(w: FuzzWorld, path: string): string[] {
  if (/\/(issues|epics|issue-drafts)\/$/.test(path)) return [w.issueId, w.epicId, w.projectDraftId];
  if (path.endsWith('/comments/')) return [w.commentId];
  if (path.endsWith('/issue-links/')) return [w.linkId];
  if (path.endsWith('/states/')) return [w.stateId];
  if (path.endsWith('/issue-labels/')) return [w.labelId];
  if (path.endsWith('/projects/')) return [w.projectId];
  if (path.endsWith('/cycles/')) return [w.cycleId];
  if (path.endsWith('/draft-issues/')) return [w.workspaceDraftId];
  if (path.endsWith('/views/')) return [w.projectViewId, w.workspaceViewId, w.teamViewId];
  if (path.endsWith('/pages/')) return [w.pageId];
  if (path.endsWith('/stickies/')) return [w.stickyId];
  if (path.endsWith('/quick-links/')) return [w.quickLinkId];
  return [];
}
