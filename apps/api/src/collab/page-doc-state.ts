import { PAGE_VERSION_INTERVAL_MS } from '@cairn/types';
import * as Y from 'yjs';
import type { Db } from '../data/db';
import {
  findPageDoc,
  insertAutoVersion,
  listPageDocUpdates,
  newestPageVersionAt,
  seedPageDoc,
  storePageDocCompaction,
} from '../data/repositories/page-doc.repository';
import { replacePageMentions } from '../data/repositories/pages.repository';
import { loadHeadless } from './headless';

// A page's stored document: description_binary + the log (page_doc_updates). Loading seeds the binary from the HTML
// once (stored under the row lock, so every process starts from the same seed); compaction merges binary + log (+ the
// caller's live document) into the binary, derives HTML, text, mentions and an 'auto' version, and deletes exactly the
// log rows it merged — under the page row's lock (FOR UPDATE), so two processes compacting at once take turns.

/** The page does not exist (deleted meanwhile). */
export class PageDocMissingError extends Error {
  constructor() {
    super('Page not found');
    this.name = 'PageDocMissingError';
  }
}

function applyQuietly(doc: Y.Doc, update: Uint8Array): boolean {
  try {
    Y.applyUpdate(doc, update);
    return true;
  } catch {
    // A row that does not apply (never stored by us: every accepted update was decoded first) is skipped, not fatal.
    return false;
  }
}

async function seedIfEmpty(db: Db, pageId: string): Promise<void> {
  const { htmlToDocState } = await loadHeadless();
  await db.transaction(async (tx) => {
    const row = await findPageDoc(tx, pageId, { lock: true });
    if (row && !row.description_binary) await seedPageDoc(tx, pageId, htmlToDocState(row.description_html));
  });
}

/**
 * The page's complete current document as one update: the log is read BEFORE the binary, so a compaction running in
 * between (which moves rows into the binary) loses nothing; rows read twice merge as no-ops.
 */
export async function loadStoredState(db: Db, pageId: string): Promise<Uint8Array> {
  let rows = await listPageDocUpdates(db, pageId);
  let page = await findPageDoc(db, pageId);
  if (!page) throw new PageDocMissingError();
  if (!page.description_binary) {
    await seedIfEmpty(db, pageId);
    rows = await listPageDocUpdates(db, pageId);
    page = await findPageDoc(db, pageId);
    if (!page?.description_binary) throw new PageDocMissingError();
  }
  const doc = new Y.Doc();
  try {
    applyQuietly(doc, page.description_binary);
    for (const row of rows) applyQuietly(doc, row.update);
    return Y.encodeStateAsUpdate(doc);
  } finally {
    doc.destroy();
  }
}

/** What a compaction needs besides the page. */
export interface CompactOptions {
  /** Who edited last (updated_by, the version's owner); null keeps updated_by. */
  actorId?: string | null;
  /** A live document's state to merge too (it may hold updates whose log write failed). */
  live?: Uint8Array;
  now?: Date;
}

/** Merges binary + log (+ live) into description_binary and derives the rest; returns the page's HTML. */
export async function compactStoredDocument(db: Db, pageId: string, options: CompactOptions = {}): Promise<{ html: string }> {
  const { docStateToHtml, htmlToDocState, htmlToPlainText } = await loadHeadless();
  return db.transaction(async (tx) => {
    const page = await findPageDoc(tx, pageId, { lock: true });
    if (!page) throw new PageDocMissingError();
    const rows = await listPageDocUpdates(tx, pageId);
    if (rows.length === 0 && !options.live && page.description_binary) return { html: page.description_html };
    const doc = new Y.Doc();
    let binary: Uint8Array;
    try {
      applyQuietly(doc, page.description_binary ?? htmlToDocState(page.description_html));
      for (const row of rows) applyQuietly(doc, row.update);
      if (options.live) applyQuietly(doc, options.live);
      binary = Y.encodeStateAsUpdate(doc);
    } finally {
      doc.destroy();
    }
    let html = page.description_html;
    try {
      html = docStateToHtml(binary);
    } catch {
      // The content could not be rendered: keep the last good HTML; the binary (the truth) is still stored.
    }
    const at = options.now ?? new Date();
    const changed = html !== page.description_html;
    const stripped = changed ? htmlToPlainText(html) : page.description_stripped;
    await storePageDocCompaction(
      tx,
      pageId,
      { binary, content: changed ? { html, stripped, updatedBy: options.actorId ?? null, at } : undefined },
      rows.map((r) => r.id),
    );
    if (changed) {
      await replacePageMentions(tx, { pageId, workspaceId: page.workspace_id, html });
      const newest = await newestPageVersionAt(tx, pageId);
      if (!newest || at.getTime() - newest.getTime() >= PAGE_VERSION_INTERVAL_MS) {
        await insertAutoVersion(tx, { pageId, workspaceId: page.workspace_id, ownedBy: options.actorId ?? null, name: page.name, binary, html, stripped, at });
      }
    }
    return { html };
  });
}
