import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { estimatePoints, estimates, type EstimatePointRow, type EstimateRow } from '../schema/projects.schema';

/** An estimate with its points (ordered by key). */
export interface EstimateWithPoints extends EstimateRow {
  points: EstimatePointRow[];
}

/** Columns a new estimate takes. */
export type NewEstimate = typeof estimates.$inferInsert;
/** Columns a new point takes. */
export type NewEstimatePoint = typeof estimatePoints.$inferInsert;
/** Fields an estimate update may change. */
export type EstimatePatch = Partial<Pick<EstimateRow, 'name' | 'description' | 'type' | 'last_used' | 'updated_by'>>;
/** Fields a point update may change. */
export type EstimatePointPatch = Partial<Pick<EstimatePointRow, 'key' | 'value' | 'description' | 'updated_by'>>;

async function withPoints(h: DbOrTx, rows: EstimateRow[]): Promise<EstimateWithPoints[]> {
  if (rows.length === 0) return [];
  const points = await h
    .select()
    .from(estimatePoints)
    .where(inArray(estimatePoints.estimate_id, rows.map((r) => r.id)))
    .orderBy(asc(estimatePoints.key), asc(estimatePoints.id));
  return rows.map((r) => ({ ...r, points: points.filter((p) => p.estimate_id === r.id) }));
}

/** Estimates of these projects of the workspace with their points, newest first. */
export async function listEstimates(h: DbOrTx, workspaceId: string, projectIds: string[]): Promise<EstimateWithPoints[]> {
  if (projectIds.length === 0) return [];
  const rows = await h
    .select()
    .from(estimates)
    .where(and(eq(estimates.workspace_id, workspaceId), inArray(estimates.project_id, projectIds)))
    .orderBy(desc(estimates.created_at), desc(estimates.id));
  return withPoints(h, rows);
}

/** An estimate of this project by id, with its points; ids of other projects find nothing. */
export async function findEstimate(h: DbOrTx, workspaceId: string, projectId: string, estimateId: string): Promise<EstimateWithPoints | undefined> {
  const rows = await h
    .select()
    .from(estimates)
    .where(and(eq(estimates.workspace_id, workspaceId), eq(estimates.project_id, projectId), eq(estimates.id, estimateId)))
    .limit(1);
  return (await withPoints(h, rows))[0];
}

/** Inserts an estimate. */
export async function insertEstimate(h: DbOrTx, values: NewEstimate): Promise<EstimateRow> {
  const [row] = await h.insert(estimates).values(values).returning();
  return row;
}

/** Updates an estimate of this project. */
export async function updateEstimate(h: DbOrTx, projectId: string, estimateId: string, patch: EstimatePatch, now: Date): Promise<void> {
  await h
    .update(estimates)
    .set({ ...patch, updated_at: now })
    .where(and(eq(estimates.project_id, projectId), eq(estimates.id, estimateId)));
}

/** Clears last_used on the project's estimates other than the given one. */
export async function clearLastUsed(h: DbOrTx, projectId: string, exceptEstimateId: string | null, now: Date): Promise<void> {
  await h
    .update(estimates)
    .set({ last_used: false, updated_at: now })
    .where(and(eq(estimates.project_id, projectId), eq(estimates.last_used, true), exceptEstimateId ? ne(estimates.id, exceptEstimateId) : undefined));
}

/** Deletes an estimate of this project (its points cascade). */
export async function deleteEstimate(h: DbOrTx, projectId: string, estimateId: string): Promise<void> {
  await h.delete(estimates).where(and(eq(estimates.project_id, projectId), eq(estimates.id, estimateId)));
}

/** Inserts points. */
export async function insertEstimatePoints(h: DbOrTx, rows: NewEstimatePoint[]): Promise<EstimatePointRow[]> {
  if (rows.length === 0) return [];
  return h.insert(estimatePoints).values(rows).returning();
}

/** A point of this estimate by id; ids of other estimates find nothing. */
export async function findEstimatePoint(h: DbOrTx, projectId: string, estimateId: string, pointId: string): Promise<EstimatePointRow | undefined> {
  const [row] = await h
    .select()
    .from(estimatePoints)
    .where(and(eq(estimatePoints.project_id, projectId), eq(estimatePoints.estimate_id, estimateId), eq(estimatePoints.id, pointId)))
    .limit(1);
  return row;
}

/** Updates a point of this estimate. */
export async function updateEstimatePoint(h: DbOrTx, estimateId: string, pointId: string, patch: EstimatePointPatch, now: Date): Promise<EstimatePointRow> {
  const [row] = await h
    .update(estimatePoints)
    .set({ ...patch, updated_at: now })
    .where(and(eq(estimatePoints.estimate_id, estimateId), eq(estimatePoints.id, pointId)))
    .returning();
  return row;
}

/** Deletes a point of this estimate. */
export async function deleteEstimatePoint(h: DbOrTx, estimateId: string, pointId: string): Promise<void> {
  await h.delete(estimatePoints).where(and(eq(estimatePoints.estimate_id, estimateId), eq(estimatePoints.id, pointId)));
}
