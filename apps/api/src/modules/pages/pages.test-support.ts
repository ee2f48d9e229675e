import { insertPage, type PageWithProjects } from '../../data/repositories/pages.repository';
import type { TestApp } from '../../test/test-app';

// Helpers shared by the page tests (not a test file itself).

/** What seedPage needs: workspace, project and owner; the rest takes defaults. */
export interface SeedPageInput {
  workspaceId: string;
  projectId: string;
  ownedBy: string;
  name?: string;
  access?: 'public' | 'private';
  isLocked?: boolean;
  archived?: boolean;
  html?: string;
  labelIds?: string[];
  at?: Date;
}

let counter = 0;

/** Inserts a page straight in the database (setup only; the API path is under test). */
export async function seedPage(t: TestApp, input: SeedPageInput): Promise<PageWithProjects> {
  const now = input.at ?? t.deps.now();
  const html = input.html ?? '<p>Hello</p>';
  const row = await insertPage(t.db, {
    workspace_id: input.workspaceId,
    name: input.name ?? `Page ${++counter}`,
    description_html: html,
    description_stripped: html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim(),
    access: input.access ?? 'public',
    is_locked: input.isLocked ?? false,
    archived_at: input.archived ? now : null,
    label_ids: input.labelIds ?? [],
    owned_by: input.ownedBy,
    created_by: input.ownedBy,
    updated_by: input.ownedBy,
    created_at: now,
    updated_at: now,
  }, input.projectId);
  return row!;
}

/** Adds a user's favorite of a page straight in the database. */
export async function seedPageFavorite(t: TestApp, page: PageWithProjects, userId: string): Promise<void> {
  await t.query(
    "INSERT INTO user_favorites (workspace_id, user_id, entity_type, entity_identifier, project_id, name) VALUES ($1, $2, 'page', $3, $4, $5)",
    [page.workspace_id, userId, page.id, page.project_ids[0], page.name],
  );
}

/** The users who have favorited the page, sorted. */
export async function pageFavoritesOf(t: TestApp, pageId: string): Promise<string[]> {
  const rows = await t.query<{ user_id: string }>("SELECT user_id FROM user_favorites WHERE entity_type = 'page' AND entity_identifier = $1 ORDER BY user_id", [pageId]);
  return rows.map((r) => r.user_id);
}

/** The events recorded about a page, oldest first. */
export async function pageEventsOf(t: TestApp, pageId: string) {
  return t.query<{ action: string; project_id: string | null; changes: Record<string, { old: unknown; new: unknown }> }>(
    "SELECT action, project_id, changes FROM events WHERE entity_type = 'page' AND entity_id = $1 ORDER BY id",
    [pageId],
  );
}

/** Inserts a saved version of a page straight in the database; returns its id. */
export async function seedPageVersion(t: TestApp, page: PageWithProjects, input: { html: string; at: Date; kind?: 'auto' | 'manual' }): Promise<string> {
  const [row] = await t.query<{ id: string }>(
    'INSERT INTO page_versions (page_id, workspace_id, owned_by, name, description_html, kind, last_saved_at, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING id',
    [page.id, page.workspace_id, page.owned_by, page.name, input.html, input.kind ?? 'auto', input.at],
  );
  return row.id;
}
