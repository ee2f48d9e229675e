import { Link, useParams } from 'react-router';
import { useT } from '@cairn/i18n';
import { ActivityFeed } from '../components/ActivityFeed';
import { ProfileStats } from '../components/ProfileStats';
import { memberProfilePath } from '../paths';

const RECENT = 10;

/** The profile's Overview tab: the stats panel and the latest activity (with "Download CSV" and a link to all of it). */
export function MemberProfileOverviewRoute() {
  const { t } = useT();
  const { workspaceSlug = '', userId = '' } = useParams();
  return (
    <div className="cw-profile-overview">
      <ProfileStats slug={workspaceSlug} userId={userId} />
      <ActivityFeed
        slug={workspaceSlug}
        userId={userId}
        limit={RECENT}
        footer={<Link className="cw-profile-link" to={memberProfilePath(workspaceSlug, userId, 'activity')}>{t('profile.activity.view_all')}</Link>}
      />
    </div>
  );
}
