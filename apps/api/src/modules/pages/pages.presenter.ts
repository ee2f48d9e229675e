import type { MentioningPage, Page, PageVersion } from '@cairn/types';
import type { DbOrTx } from '../../data/db';
import { findEntityFavorite } from '../../data/repositories/favorites.repository';
import type { PageVersionListRow } from '../../data/repositories/page-versions.repository';
import { PAGE_PREVIEW_LENGTH, type PageListRow, type PageWithProjects, type pagesMentioning } from '../../data/repositories/pages.repository';
import type { PageVersionRow } from '../../data/schema/pages.schema';

// Page rows → wire shapes (libs/types page.schema.ts). Lists never carry description_html (a preview instead); the
// detail does.

function logoOf(value: Record<string, unknown> | null | undefined): Page['logo_props'] {
  return (value ?? {}) as Page['logo_props'];
}

function base(row: Omit<PageListRow, 'description_preview' | 'is_favorite'>, preview: string, isFavorite: boolean): Page {
  return {
    id: row.id,
    workspace: row.workspace_id,
    name: row.name,
    description_preview: preview,
    color: row.color,
    label_ids: row.label_ids,
    owned_by: row.owned_by,
    access: row.access === 'private' ? 'private' : 'public',
    logo_props: logoOf(row.logo_props),
    is_favorite: isFavorite,
    is_locked: row.is_locked,
    archived_at: row.archived_at ? row.archived_at.toISOString() : null,
    project_ids: row.project_ids,
    created_by: row.created_by,
    updated_by: row.updated_by,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** A list row (already carrying its preview and the caller's favorite flag). */
export function presentPageListRow(row: PageListRow): Page {
  return base(row, row.description_preview, row.is_favorite);
}

/** The detail: with description_html, and is_favorite read for the caller (one query). */
export async function presentPage(h: DbOrTx, row: PageWithProjects, userId: string): Promise<Page> {
  const favorite = await findEntityFavorite(h, row.workspace_id, userId, 'page', row.id);
  return { ...base(row, row.description_stripped.slice(0, PAGE_PREVIEW_LENGTH), favorite !== undefined), description_html: row.description_html };
}

/** A version; with its HTML for the detail. */
export function presentPageVersion(row: PageVersionListRow | PageVersionRow, withHtml: boolean): PageVersion {
  return {
    id: row.id,
    page: row.page_id,
    owned_by: row.owned_by,
    name: row.name,
    kind: row.kind === 'manual' ? 'manual' : 'auto',
    ...(withHtml && 'description_html' in row ? { description_html: row.description_html } : {}),
    last_saved_at: row.last_saved_at.toISOString(),
    created_at: row.created_at.toISOString(),
  };
}

/** A page mentioning a work item (its first project links it). */
export function presentMentioningPage(row: Awaited<ReturnType<typeof pagesMentioning>>[number]): MentioningPage {
  return {
    id: row.id,
    name: row.name,
    logo_props: logoOf(row.logo_props),
    access: row.access === 'private' ? 'private' : 'public',
    project_id: row.project_ids[0],
    updated_at: row.updated_at.toISOString(),
  };
}
