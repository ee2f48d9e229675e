import { ERROR_CODE } from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/** The answer to text holding a NUL character. */
export const NUL_TEXT = 'Text may not contain NUL characters.';

/**
 * The path (`name`, `labels.0`, `filters.state`) of the first string or object key under `value` that holds a NUL
 * character, or null. Walks with its own stack so a deeply nested body cannot overflow the call stack.
 */
export function findNul(value: unknown): string | null {
  const stack: Array<[unknown, string]> = [[value, '']];
  while (stack.length) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i -= 1) stack.push([current[i], path ? `${path}.${i}` : String(i)]);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return childPath.replace(/\u0000/g, '\\u0000');
        stack.push([child, childPath]);
      }
    }
  }
  return null;
}

/**
 * Refuses NUL characters (U+0000) in the path params, query and JSON body of every route with 400 INVALID_CHARACTERS:
 * PostgreSQL cannot store them in text, so without this one check each route answered 500. Multipart bodies are not
 * parsed here (the upload route stores file bytes as they are, which may hold any byte).
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    for (const value of [req.params, req.query, req.body]) {
      const path = findNul(value);
      if (path !== null) throw new HttpError(400, NUL_TEXT, ERROR_CODE.INVALID_CHARACTERS, { [path || 'non_field_errors']: [NUL_TEXT] });
    }
  });
}
