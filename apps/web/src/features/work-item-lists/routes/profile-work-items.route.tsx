import { useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useT } from '@cairn/i18n';
import { PROFILE_VIEW_TYPES, type ProfileViewType } from '@cairn/types';
import { selectCurrentUser, selectWorkspaceMembers, useAppStore, useStoreApi } from '@cairn/state';
import { Tabs, UserIcon } from '@cairn/ui-kit';
import { AreaPage } from '../../../shared/components/AreaPage';
import { memberName } from '../../../shared/member-name';
import { WorkItemListView } from '../components/WorkItemListView';
import { profileListPath } from '../paths';

const isProfileList = (value: string | undefined): value is ProfileViewType => (PROFILE_VIEW_TYPES as readonly string[]).includes(value ?? '');

/**
 * `/:workspaceSlug/profile/:userId/{assigned|created|subscribed}`: a member's work items in the projects the caller
 * can see, one tab per list (the subscribed list allows no creation). Another segment goes to the assigned tab.
 */
export function ProfileWorkItemsRoute() {
  const { t } = useT();
  const navigate = useNavigate();
  const storeApi = useStoreApi();
  const { workspaceSlug = '', userId = '', list } = useParams();
  const me = useAppStore(selectCurrentUser);
  const members = useAppStore((s) => selectWorkspaceMembers(s, workspaceSlug));
  useEffect(() => {
    if (workspaceSlug && !storeApi.getState().workspaceMemberIdsBySlug[workspaceSlug]) void storeApi.getState().loadWorkspaceMembers(workspaceSlug);
  }, [storeApi, workspaceSlug]);
  if (!isProfileList(list)) return <Navigate to={profileListPath(workspaceSlug, userId)} replace />;

  const member = members.find((m) => m.member.id === userId)?.member;
  const title = userId === me?.id ? t('sidebar.your_work') : t('work_item_lists.profile.title', { name: member ? memberName(member) : t('work_item_lists.profile.member') });
  return (
    <AreaPage title={title} icon={<UserIcon size={18} />}>
      <div className="cw-wil-page">
        <Tabs
          size="sm"
          aria-label={t('work_item_lists.profile.tabs')}
          items={PROFILE_VIEW_TYPES.map((id) => ({ id, label: t(`work_item_lists.profile.lists.${id}`) }))}
          value={list}
          onChange={(id) => navigate(profileListPath(workspaceSlug, userId, id as ProfileViewType))}
        />
        <WorkItemListView slug={workspaceSlug} ctx={{ kind: 'profile', userId, list }} />
      </div>
    </AreaPage>
  );
}

/** `/:workspaceSlug/profile` ("Your work"): the signed-in user's assigned items. */
export function YourWorkRoute() {
  const { workspaceSlug = '' } = useParams();
  const me = useAppStore(selectCurrentUser);
  if (!me) return null;
  return <Navigate to={profileListPath(workspaceSlug, me.id)} replace />;
}
