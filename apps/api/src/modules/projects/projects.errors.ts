import { conflict, type HttpError } from '../../http/errors';
import { API_TEXT } from '@cairn/types';

/** The name of the unique index or constraint a database error violated (SQLSTATE 23505), or null for other errors. */
export function violatedUniqueIndex(error: unknown): string | null {
  // Drizzle wraps driver errors; the driver's error (pg or PGlite) carries code and constraint.
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * Runs a transaction and turns unique violations into 409s: a listed index gives its own error, any other (such as a
 * client-chosen id that already exists) a generic conflict. The checks inside the transaction give the same answers
 * first; this settles the races those checks cannot see.
 */
export async function mapUniqueViolations<T>(run: () => Promise<T>, errors: Record<string, () => HttpError> = {}): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const index = violatedUniqueIndex(error);
    if (index === null) throw error;
    const make = errors[index];
    throw make ? make() : conflict(API_TEXT.thisItemAlreadyExists);
  }
}
