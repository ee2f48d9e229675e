import { HOME_WIDGET_KEYS, STICKY_PAGE_SIZE } from '@cairn/types';
import type { HomeWidget, HomeWidgetKey, QuickLink, RecentVisitEntity, Sticky, StickyUpdate } from '@cairn/types';

/** The mutate key of one sticky (writes of one sticky run in order). */
export const stickyKey = (id: string) => `sticky:${id}`;
/** The mutate key of one quick link. */
export const quickLinkKey = (id: string) => `quick-link:${id}`;
/** The mutate key of one home widget of a workspace. */
export const homeWidgetKey = (slug: string, key: string) => `home-widget:${slug}:${key}`;
/** The first stickies page (cursor "perPage:pageIndex:0"). */
export const STICKY_FIRST_CURSOR = `${STICKY_PAGE_SIZE}:0:0`;
/** How long a sticky's edits wait before they are saved together (autosave). */
export const STICKY_AUTOSAVE_MS = 1000;
/** A visit to the same entity is recorded at most once per this window (client side). */
export const RECENT_VISIT_THROTTLE_MS = 60_000;

/** The recents list key: a workspace and an entity filter ('all' for none). */
export const recentVisitsKey = (slug: string, entity: RecentVisitEntity | 'all' = 'all') => `${slug}:${entity}`;

/** The key of a widget's loaded data: the workspace, the widget and its filter params. */
export function widgetDataKey(slug: string, key: string, params: Record<string, string> = {}): string {
  const query = Object.keys(params).sort().map((k) => `${k}=${params[k]}`).join('&');
  return `${slug}:${key}?${query}`;
}

/** Widgets as the home shows them: by sort_order ascending, unknown keys dropped, missing known keys added (enabled). */
export function orderedWidgets(widgets: readonly HomeWidget[]): HomeWidget[] {
  const known = widgets.filter((w) => (HOME_WIDGET_KEYS as readonly string[]).includes(w.key));
  return [...known].sort((a, b) => a.sort_order - b.sort_order || HOME_WIDGET_KEYS.indexOf(a.key) - HOME_WIDGET_KEYS.indexOf(b.key));
}

/** True when `key` names a home widget. */
export const isHomeWidgetKey = (key: string): key is HomeWidgetKey => (HOME_WIDGET_KEYS as readonly string[]).includes(key);

/** The local record of a sticky being created (the server's answer replaces it). */
export function provisionalSticky(input: { id: string; workspaceId: string; ownerId: string; now: Date; sortOrder: number } & Partial<Sticky>): Sticky {
  const { id, workspaceId, ownerId, now, sortOrder, ...rest } = input;
  const at = now.toISOString();
  return {
    id, workspace: workspaceId, owner: ownerId, name: '', description_html: '', color: '', background_color: '', sort_order: sortOrder,
    created_at: at, updated_at: at, ...stripUndefined(rest),
  } as Sticky;
}

/** The local record of a quick link being created. */
export function provisionalQuickLink(input: { id: string; workspaceId: string; ownerId: string; now: Date; title: string; url: string }): QuickLink {
  const at = input.now.toISOString();
  return { id: input.id, workspace: input.workspaceId, owner: input.ownerId, title: input.title, url: input.url, created_at: at, updated_at: at };
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Sticky ids ordered by sort_order descending (spec §3). */
export function sortStickyIds(ids: readonly string[], byId: Record<string, Sticky>): string[] {
  return [...ids].filter((id) => byId[id]).sort((a, b) => (byId[b]?.sort_order ?? 0) - (byId[a]?.sort_order ?? 0));
}

/** A sticky's waiting autosave: the edits of one STICKY_AUTOSAVE_MS window, sent as one PATCH. */
export interface StickyBatch {
  slug: string;
  body: StickyUpdate;
  timer: ReturnType<typeof setTimeout> | null;
  promise: Promise<unknown>;
  send: () => void;
  reported: boolean;
}

// Per store: the waiting autosave batches by sticky id. The (lazy) sticky writes open them; flushStickyEdits, which
// stays in the slice, sends them.
const stickyBatches = new WeakMap<object, Map<string, StickyBatch>>();

/** The store's waiting sticky autosave batches (sticky id → batch). */
export function stickyBatchesOf(store: object): Map<string, StickyBatch> {
  let batches = stickyBatches.get(store);
  if (!batches) {
    batches = new Map();
    stickyBatches.set(store, batches);
  }
  return batches;
}
