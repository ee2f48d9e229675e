import { matchAppRoute } from '@cairn/types';

/**
 * True when the start-up English (apps/web/build/locale-core.ts) has every text the page at `path` shows first: the
 * shell and a project's work-item list. Any other page waits for the rest of English before its first render, so it
 * never paints a blank where a text belongs.
 */
export function startUpTextsSuffice(path: string): boolean {
  const route = matchAppRoute(path);
  return route.kind === 'project' && route.list === 'project' && route.section === undefined;
}
