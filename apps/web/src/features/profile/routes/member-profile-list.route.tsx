import { Navigate, useParams } from 'react-router';
import { PROFILE_VIEW_TYPES, type ProfileViewType } from '@cairn/types';
import { WorkItemListView } from '../../work-item-lists';
import { memberProfilePath } from '../paths';

const isProfileList = (value: string | undefined): value is ProfileViewType => (PROFILE_VIEW_TYPES as readonly string[]).includes(value ?? '');

/** The profile's Assigned / Created / Subscribed tabs: the work-item list view with every layout (another segment → Overview). */
export function MemberProfileListRoute() {
  const { workspaceSlug = '', userId = '', list } = useParams();
  if (!isProfileList(list)) return <Navigate to={memberProfilePath(workspaceSlug, userId)} replace />;
  return <WorkItemListView slug={workspaceSlug} ctx={{ kind: 'profile', userId, list }} />;
}
