import { useParams } from 'react-router';
import { ActivityFeed } from '../components/ActivityFeed';

/** The profile's Activity tab: every activity of the member on items the caller can see, page by page. */
export function MemberProfileActivityRoute() {
  const { workspaceSlug = '', userId = '' } = useParams();
  return <ActivityFeed slug={workspaceSlug} userId={userId} />;
}
