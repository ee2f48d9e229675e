import { RESERVED_WORKSPACE_SLUGS, workspaceSlugSchema } from '@cairn/types';

/** A URL slug suggested from a workspace name: lower-case, dashes for anything else, at most 48 characters. */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-_]+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/g, '');
}

/** Why a slug cannot be used before asking the server: an i18n key, or null when it may be checked. */
export function localSlugProblem(slug: string): string | null {
  if (!slug) return 'onboarding.workspace_create.slug_required';
  if (!workspaceSlugSchema.safeParse(slug).success) return 'onboarding.workspace_create.slug_invalid';
  if ((RESERVED_WORKSPACE_SLUGS as readonly string[]).includes(slug)) return 'onboarding.workspace_create.slug_reserved';
  return null;
}
