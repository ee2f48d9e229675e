import type { UserSettings } from '@cairn/types';

/** Where the app goes when no workspace can be opened. */
export const CREATE_WORKSPACE_PATH = '/create-workspace';

/**
 * Where the browser goes after login (spec §2): the last-used workspace, or the fallback workspace when there is no
 * last-used one; only when that workspace is among the user's workspaces, else /create-workspace. A last-used
 * workspace the user no longer belongs to leads to /create-workspace, not to the fallback.
 */
export function postLoginRedirectPath(settings: UserSettings | undefined | null, workspaces: readonly { slug: string }[]): string {
  const last = settings?.workspace.last_workspace_slug || undefined;
  const candidate = last ?? (settings?.workspace.fallback_workspace_slug || undefined);
  if (candidate && workspaces.some((w) => w.slug === candidate)) return `/${candidate}`;
  return CREATE_WORKSPACE_PATH;
}
