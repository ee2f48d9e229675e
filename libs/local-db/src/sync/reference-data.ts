import { REFERENCE_KINDS, type ReferenceKind } from '../schema/schema';
import type { LocalDatabase, SqlBind } from '../sqlite/local-database';

/** A reference row as the server sends it: an id, usually a project_id, any other fields (kept as JSON). */
export interface ReferenceRow {
  id: string;
  project_id?: string | null;
  [field: string]: unknown;
}

/**
 * Replaces the cached rows of one reference table (labels, states, modules, cycles, estimate_points, members) in one
 * transaction: with `scope.projectId`, only that project's rows are replaced; without, the whole table. States keep
 * group and sequence in columns (order_by state reads them).
 */
export async function replaceReferenceData(db: LocalDatabase, kind: ReferenceKind, rows: readonly ReferenceRow[], scope: { projectId?: string } = {}): Promise<void> {
  if (!(REFERENCE_KINDS as readonly string[]).includes(kind)) throw new Error(`unknown reference table ${String(kind)}`);
  const rowsInScope = scope.projectId ? rows.filter((r) => r.project_id === scope.projectId) : rows;
  await db.transaction(async (tx) => {
    if (scope.projectId) await tx.run(`DELETE FROM ${kind} WHERE project_id = ?`, [scope.projectId]);
    else await tx.run(`DELETE FROM ${kind}`);
    for (let i = 0; i < rowsInScope.length; i += 100) {
      const chunk = rowsInScope.slice(i, i + 100);
      const values: SqlBind[][] = chunk.map((r) =>
        kind === 'states'
          ? [r.id, r.project_id ?? null, (r.group as string | undefined) ?? null, (r.sequence as number | undefined) ?? null, JSON.stringify(r)]
          : [r.id, r.project_id ?? null, JSON.stringify(r)],
      );
      const columns = kind === 'states' ? '(id, project_id, "group", sequence, data)' : '(id, project_id, data)';
      const marks = `(${values[0].map(() => '?').join(', ')})`;
      await tx.run(`INSERT OR REPLACE INTO ${kind} ${columns} VALUES ${values.map(() => marks).join(', ')}`, values.flat());
    }
  });
}

/** The cached rows of a reference table (optionally one project's), as the server sent them. */
export async function readReferenceData<T extends ReferenceRow = ReferenceRow>(db: LocalDatabase, kind: ReferenceKind, scope: { projectId?: string } = {}): Promise<T[]> {
  if (!(REFERENCE_KINDS as readonly string[]).includes(kind)) throw new Error(`unknown reference table ${String(kind)}`);
  const rows = scope.projectId
    ? await db.all<{ data: string }>(`SELECT data FROM ${kind} WHERE project_id = ? ORDER BY rowid`, [scope.projectId])
    : await db.all<{ data: string }>(`SELECT data FROM ${kind} ORDER BY rowid`);
  return rows.map((r) => JSON.parse(r.data) as T);
}
