import { PUBLISH_LAYOUTS, type DeployBoard, type PublishViewProps } from '@cairn/types';
import type { DeployBoardRow } from '../../data/schema/publishing.schema';

/** Stored layouts → all five keys in PUBLISH_LAYOUTS order (a key the row lacks is off). */
export function presentViewProps(stored: Record<string, unknown>): PublishViewProps {
  return Object.fromEntries(PUBLISH_LAYOUTS.map((layout) => [layout, stored[layout] === true])) as PublishViewProps;
}

/** A published board row → the admin wire shape. */
export function presentDeployBoard(row: DeployBoardRow): DeployBoard {
  return {
    id: row.id,
    anchor: row.anchor,
    workspace_id: row.workspace_id,
    project_id: row.project_id,
    view_id: row.view_id,
    entity_name: row.view_id === null ? 'project' : 'view',
    is_comments_enabled: row.is_comments_enabled,
    is_reactions_enabled: row.is_reactions_enabled,
    is_votes_enabled: row.is_votes_enabled,
    is_intake_enabled: row.is_intake_enabled,
    is_activity_enabled: row.is_activity_enabled,
    is_indexable: row.is_indexable,
    view_props: presentViewProps(row.view_props),
    created_by: row.created_by,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
