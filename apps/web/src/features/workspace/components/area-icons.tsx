import type { ReactNode } from 'react';
import {
  BriefcaseIcon, ChartIcon, CycleIcon, DraftIcon, FileIcon, GridIcon, InboxIcon, IntakeIcon, LayersIcon, ModuleIcon, UserIcon, UsersIcon, WorkItemsIcon,
} from '@cairn/ui-kit';
import type { WorkspaceArea } from '../areas';

/** The sidebar icon of each workspace area (and of the project's Epics page and the teamspaces). */
export function areaIcon(key: WorkspaceArea['key'] | 'epics' | 'teamspaces', size = 16): ReactNode {
  switch (key) {
    case 'your_work': return <UserIcon size={size} />;
    case 'inbox': return <InboxIcon size={size} />;
    case 'projects': return <BriefcaseIcon size={size} />;
    case 'pages': return <FileIcon size={size} />;
    case 'views': return <LayersIcon size={size} />;
    case 'analytics': return <ChartIcon size={size} />;
    case 'drafts': return <DraftIcon size={size} />;
    case 'work_items': return <WorkItemsIcon size={size} />;
    case 'cycles': return <CycleIcon size={size} />;
    case 'modules': return <ModuleIcon size={size} />;
    case 'intake': return <IntakeIcon size={size} />;
    case 'epics': return <GridIcon size={size} />;
    case 'teamspaces': return <UsersIcon size={size} />;
  }
}
