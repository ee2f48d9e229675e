import { WORK_ITEM_TEXT } from '@cairn/types';
import type { Link, LinkCreate, LinkUpdate } from '@cairn/types';
import type { Draft } from 'immer';
import { assignDefined, refuse } from '../../core/confirmed';
import { mutate } from '../../core/mutate';
import type { SliceContext, WebState } from '../../core/types';
import { fetchOrThrow } from '../work-items/work-item-fetch';

/** Links of work items. */
export interface WorkItemLinksSlice {
  linksById: Record<string, Link>;
  /** item id → its link ids in the server's order (a new link goes first). */
  linkIdsByItem: Record<string, string[]>;
  /** GET issue-links/. Rethrows. */
  loadWorkItemLinks(slug: string, projectId: string, itemId: string): Promise<Link[]>;
  /** Optimistic POST issue-links/ with a client id; link_count + 1; rethrows after rollback. */
  createWorkItemLink(slug: string, projectId: string, itemId: string, data: Omit<LinkCreate, 'id'>): Promise<Link>;
  /** Optimistic PATCH; rethrows after rollback. */
  updateWorkItemLink(slug: string, projectId: string, itemId: string, linkId: string, data: LinkUpdate): Promise<Link>;
  /** Optimistic DELETE; link_count − 1; rethrows after rollback. */
  deleteWorkItemLink(slug: string, projectId: string, itemId: string, linkId: string): Promise<void>;
}

/** The links slice's data when the store starts or is reset. */
export function initialWorkItemLinksState(): Pick<WorkItemLinksSlice, 'linksById' | 'linkIdsByItem'> {
  return { linksById: {}, linkIdsByItem: {} };
}

/** Replaces the links of an item with a server answer. */
export function putItemLinks(d: Draft<WebState>, itemId: string, links: Link[]): void {
  for (const id of d.linkIdsByItem[itemId] ?? []) delete d.linksById[id];
  for (const link of links) d.linksById[link.id] = link;
  d.linkIdsByItem[itemId] = links.map((l) => l.id);
}

function linkKey(linkId: string): string {
  return `link:${linkId}`;
}

function bumpLinkCount(d: Draft<WebState>, itemId: string, by: number): void {
  const item = d.workItemsById[itemId];
  if (item) item.link_count = Math.max(0, item.link_count + by);
}

/** Creates the work-item links slice. */
export function createWorkItemLinksSlice({ store, deps }: SliceContext): WorkItemLinksSlice {
  const { links } = deps.services;
  const commitLink = (linkId: string) => (d: Draft<WebState>, link: Link | undefined) => {
    if (link && d.linksById[linkId]) d.linksById[linkId] = link;
  };
  return {
    ...initialWorkItemLinksState(),
    loadWorkItemLinks: (slug, projectId, itemId) => fetchOrThrow(store, {
      action: 'links/loadWorkItemLinks',
      call: () => links.list(slug, projectId, itemId),
      done: (d, list) => putItemLinks(d, itemId, list),
      failed: () => undefined,
    }),
    createWorkItemLink: (slug, projectId, itemId, data) => {
      if (!itemId) return refuse(store, WORK_ITEM_TEXT.issueNotFound);
      const id = deps.newId();
      const stamp = deps.now().toISOString();
      return mutate(store, {
        key: linkKey(id),
        apply: (d) => {
          d.linksById[id] = {
            id, issue: itemId, url: data.url, title: data.title ?? '', metadata: {}, created_by: d.currentUser?.id ?? null, created_at: stamp, updated_at: stamp,
          };
          (d.linkIdsByItem[itemId] ??= []).unshift(id);
          bumpLinkCount(d, itemId, 1);
        },
        call: () => links.create(slug, projectId, itemId, { id, ...data }),
        commit: commitLink(id),
      });
    },
    updateWorkItemLink: (slug, projectId, itemId, linkId, data) => {
      if (!store.getState().linksById[linkId]) return refuse(store, WORK_ITEM_TEXT.linkNotFound);
      return mutate(store, {
        key: linkKey(linkId),
        apply: (d) => {
          const link = d.linksById[linkId];
          if (link) assignDefined(link, data);
        },
        call: () => links.update(slug, projectId, itemId, linkId, data),
        commit: commitLink(linkId),
      });
    },
    deleteWorkItemLink: (slug, projectId, itemId, linkId) => mutate(store, {
      key: linkKey(linkId),
      apply: (d) => {
        if (!d.linksById[linkId]) return;
        delete d.linksById[linkId];
        const ids = d.linkIdsByItem[itemId];
        if (ids) d.linkIdsByItem[itemId] = ids.filter((id) => id !== linkId);
        bumpLinkCount(d, itemId, -1);
      },
      call: () => links.delete(slug, projectId, itemId, linkId),
    }),
  };
}
