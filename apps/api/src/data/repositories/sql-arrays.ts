import { sql, type SQL } from 'drizzle-orm';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A uuid[] parameter: ONE bind value (a PostgreSQL array literal) whatever the number of ids, so a 50-id page costs
 * neither 50 placeholders to build nor 50 values to send. null entries become SQL NULL elements. Anything that is not
 * a uuid is refused (the literal is built as text).
 */
export function uuidArray(ids: ReadonlyArray<string | null>): SQL {
  for (const id of ids) if (id !== null && !UUID.test(id)) throw new Error(`not a uuid: ${id}`);
  return sql`${`{${ids.map((id) => id ?? 'NULL').join(',')}}`}::uuid[]`;
}

/** A uuid[] column value as the drivers return it (node-postgres: string[]; either may hand back the text form). */
export function uuidList(value: unknown): string[] {
  if (Array.isArray(value)) return value as string[];
  if (typeof value !== 'string' || value === '{}' || value === '') return [];
  return value.slice(1, -1).split(',');
}
