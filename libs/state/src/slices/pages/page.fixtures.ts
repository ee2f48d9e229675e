import type { MentioningPage, Page, PageVersion } from '@cairn/types';

const STAMP = '2025-01-01T00:00:00.000Z';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Page builders for tests: page n of project 1 of ws-1, owned by user 1 (the ids the shared fixtures use). */
export const pageFixtures = {
  /** The id of page n (00000000-…-0000000095nn). */
  id: (n: number) => id(9500 + n),
  /** Page n: public, unlocked, live, of project 1, owned by user 1. */
  page: (n: number, over: Partial<Page> = {}): Page => ({
    id: id(9500 + n), workspace: id(101), name: `Page ${n}`, description_preview: `Text of page ${n}`, color: '', label_ids: [],
    owned_by: id(1), access: 'public', logo_props: {}, is_favorite: false, is_locked: false, archived_at: null, project_ids: [id(501)],
    created_by: id(1), updated_by: id(1), created_at: STAMP, updated_at: STAMP, ...over,
  }),
  /** Version n of page 1. */
  version: (n: number, over: Partial<PageVersion> = {}): PageVersion => ({
    id: id(9700 + n), page: id(9501), owned_by: id(1), name: 'Page 1', kind: 'auto', last_saved_at: STAMP, created_at: STAMP, ...over,
  }),
  /** A page of project 1 mentioning a work item. */
  mentioning: (n: number, over: Partial<MentioningPage> = {}): MentioningPage => ({
    id: id(9500 + n), name: `Page ${n}`, logo_props: {}, access: 'public', project_id: id(501), updated_at: STAMP, ...over,
  }),
};
