import { ERROR_CODE } from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/** The answer to text holding a NUL character. */
export const NUL_TEXT = 'Text may not contain NUL characters.';
/** The answer to text holding half a UTF-16 surrogate pair (not a character, so it cannot be stored). */
export const SURROGATE_TEXT = 'Text must be valid Unicode.';

// With the u flag a paired surrogate is one code point, so this matches only halves standing alone.
const LONE_SURROGATE = /\p{Cs}/u;

/** What is wrong with one string, or null. */
function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return NUL_TEXT;
  if (LONE_SURROGATE.test(text)) return SURROGATE_TEXT;
  return null;
}

/**
 * The first string or object key under `value` that cannot be stored as text: its path (`name`, `labels.0`,
 * `filters.state`) and the message, or null. Walks with its own stack so a deeply nested body cannot overflow the
 * call stack.
 */
export function findInvalidText(value: unknown): { path: string; message: string } | null {
  const stack: Array<[unknown, string]> = [[value, '']];
  while (stack.length) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      const message = textProblem(current);
      if (message) return { path, message };
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i -= 1) stack.push([current[i], path ? `${path}.${i}` : String(i)]);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        const message = textProblem(key);
        if (message) return { path: childPath.replace(/\u0000/g, '\\u0000').replace(/\p{Cs}/gu, '\uFFFD'), message };
        stack.push([child, childPath]);
      }
    }
  }
  return null;
}

/**
 * Refuses text PostgreSQL cannot store — NUL characters (U+0000) and unpaired surrogates (which jsonb refuses) — in
 * the path params, query and JSON body of every route with 400 INVALID_CHARACTERS, once, before validation: without
 * it each route answered 500. Multipart bodies are not parsed here (uploaded file bytes may hold any byte).
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    for (const value of [req.params, req.query, req.body]) {
      const found = findInvalidText(value);
      if (found) throw new HttpError(400, found.message, ERROR_CODE.INVALID_CHARACTERS, { [found.path || 'non_field_errors']: [found.message] });
    }
  });
}
