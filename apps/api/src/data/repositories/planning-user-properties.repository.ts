import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { planningUserProperties } from '../schema/planning.schema';
import type { ListPropertiesPatch, StoredListProperties } from './list-user-properties.repository';
import type { PlanningKind } from './planning-stats.repository';

// A user's list settings of one cycle's or module's work-item list (cycles/{id}/user-properties/,
// modules/{id}/user-properties/): the same parts and merge rule as the project's (list-user-properties.repository.ts),
// one row per (entity, user) in planning_user_properties. Cycles and modules both use these.

/** Which cycle or module (or a project's epics list: kind 'epics', entityId the project id), in which project, for whom. */
export interface PlanningPropertiesKey {
  workspaceId: string;
  projectId: string;
  kind: PlanningKind | 'epics';
  entityId: string;
  userId: string;
}

const t = planningUserProperties;
const columns = { filters: t.filters, display_filters: t.display_filters, display_properties: t.display_properties };

/** A user's stored settings for a cycle's or module's list, or undefined. */
export async function findPlanningListProperties(h: DbOrTx, k: PlanningPropertiesKey): Promise<StoredListProperties | undefined> {
  const [row] = await h
    .select(columns)
    .from(t)
    .where(and(eq(t.workspace_id, k.workspaceId), eq(t.project_id, k.projectId), eq(t.entity_type, k.kind), eq(t.entity_id, k.entityId), eq(t.user_id, k.userId)))
    .limit(1);
  return row;
}

/**
 * Merges a change into a user's settings for a cycle's or module's list in one statement (jsonb `||`: given keys
 * replace stored ones, the others stay), creating the row when missing; returns the stored result.
 */
export async function mergePlanningListProperties(h: DbOrTx, k: PlanningPropertiesKey, patch: ListPropertiesPatch, now: Date): Promise<StoredListProperties> {
  const [row] = await h
    .insert(t)
    .values({
      workspace_id: k.workspaceId,
      project_id: k.projectId,
      user_id: k.userId,
      entity_type: k.kind,
      entity_id: k.entityId,
      filters: patch.filters ?? {},
      display_filters: patch.display_filters ?? {},
      display_properties: patch.display_properties ?? {},
      created_at: now,
      updated_at: now,
    })
    .onConflictDoUpdate({
      target: [t.entity_id, t.user_id],
      set: {
        filters: sql`${t.filters} || excluded.filters`,
        display_filters: sql`${t.display_filters} || excluded.display_filters`,
        display_properties: sql`${t.display_properties} || excluded.display_properties`,
        updated_at: now,
      },
    })
    .returning(columns);
  return row;
}
