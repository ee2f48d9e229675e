import { Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { useT } from '@cairn/i18n';
import { selectCurrentUser, selectMemberProfile, selectWorkspaceMembers, useAppStore, useStoreApi } from '@cairn/state';
import { PROFILE_VIEW_TYPES } from '@cairn/types';
import { Tabs, UserIcon } from '@cairn/ui-kit';
import { useEffect } from 'react';
import { AreaPage } from '../../../shared/components/AreaPage';
import { memberName } from '../../../shared/member-name';
import { ProfileHeader } from '../components/ProfileHeader';
import { memberProfilePath, type ProfileTab } from '../paths';
import '../profile.css';

const TABS: readonly ProfileTab[] = ['overview', ...PROFILE_VIEW_TYPES, 'activity'];

/**
 * `/:workspaceSlug/profile/:userId/*`: a member's profile — header (avatar, names, role, joined) and the tabs Overview /
 * Assigned / Created / Subscribed / Activity over the chosen one. The signed-in user's own profile is "Your work".
 */
export function MemberProfileLayoutRoute() {
  const { t } = useT();
  const navigate = useNavigate();
  const store = useStoreApi();
  const { pathname } = useLocation();
  const { workspaceSlug = '', userId = '' } = useParams();
  const me = useAppStore(selectCurrentUser);
  const loaded = useAppStore((s) => selectMemberProfile(s, workspaceSlug, userId).data);
  const listed = useAppStore((s) => selectWorkspaceMembers(s, workspaceSlug).find((m) => m.member.id === userId)?.member);
  const name = loaded ?? listed;
  useEffect(() => {
    if (workspaceSlug && !store.getState().workspaceMemberIdsBySlug[workspaceSlug]) void store.getState().loadWorkspaceMembers(workspaceSlug);
  }, [store, workspaceSlug]);
  const base = memberProfilePath(workspaceSlug, userId);
  const rest = pathname.slice(base.length).replace(/^\/|\/$/g, '').split('/')[0];
  const current = TABS.find((tab) => tab === rest) ?? 'overview';
  const title = userId === me?.id ? t('sidebar.your_work') : name ? memberName(name) : t('profile.member');
  return (
    <AreaPage title={title} icon={<UserIcon size={18} />}>
      <div className="cw-profile">
        <ProfileHeader slug={workspaceSlug} userId={userId} />
        <Tabs
          size="sm"
          aria-label={t('profile.tabs_label')}
          className="cw-profile__tabs"
          items={TABS.map((id) => ({ id, label: t(`profile.tabs.${id}`) }))}
          value={current}
          onChange={(id) => navigate(memberProfilePath(workspaceSlug, userId, id as ProfileTab))}
        />
        <div className="cw-profile__content">
          <Outlet />
        </div>
      </div>
    </AreaPage>
  );
}
