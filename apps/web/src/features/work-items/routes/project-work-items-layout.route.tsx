import { Outlet, useParams } from 'react-router';
import { ProjectCreateScope } from '../components/ProjectCreateScope';
import '../work-items.css';

/** Wraps every `/:workspaceSlug/projects/:projectId/*` screen in the project's create scope (C shortcut, create dialog). */
export function ProjectWorkItemsLayoutRoute() {
  const { workspaceSlug = '', projectId = '' } = useParams();
  return (
    <ProjectCreateScope slug={workspaceSlug} projectId={projectId}>
      <Outlet />
    </ProjectCreateScope>
  );
}
