import type { QuickLink } from '@cairn/types';
import type { QuickLinkRow } from '../../data/repositories/quick-links.repository';

/** A quick link row on the wire. */
export function presentQuickLink(row: QuickLinkRow): QuickLink {
  return {
    id: row.id,
    workspace: row.workspace_id,
    owner: row.owner_id,
    title: row.title,
    url: row.url,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The title a link gets when none is given: the URL's host (the URL is already a checked http(s) URL). */
export function defaultLinkTitle(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
