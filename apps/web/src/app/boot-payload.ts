import { matchAppRoute, type BootPayload } from '@cairn/types';
import type { Services } from '@cairn/services';

/** The id of the element the server embeds the boot payload in (apps/api modules/boot). */
export const BOOT_ELEMENT_ID = 'cairn-boot';

/**
 * Resolves once the document is parsed. The server streams the page and makes the app's module async (it runs while the
 * boot payload, the document's last part, is still on its way), so the payload and #root may not exist yet.
 */
export function documentParsed(doc: Document): Promise<void> {
  if (doc.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => doc.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

/**
 * The boot payload of this page (once the document is parsed): the one the server embedded for this URL (read synchronously), else — the Vite dev
 * server, a page served without it — one GET /api/boot/ for the URL of a workspace screen. Undefined when there is
 * none to be had (sign-in screens, a failure): the screens then load their data themselves, as they always could.
 */
export async function readBootPayload(doc: Document, location: Pick<Location, 'pathname' | 'search'>, services: { boot: Pick<Services['boot'], 'get'> }): Promise<BootPayload | undefined> {
  const path = `${location.pathname}${location.search}`;
  await documentParsed(doc);
  const element = doc.getElementById(BOOT_ELEMENT_ID);
  if (element?.textContent) {
    try {
      const payload = asBootPayload(JSON.parse(element.textContent));
      // A payload for another URL (the page was restored from a cache under a new address) is not this page's.
      if (payload?.path === path) return payload;
    } catch {
      // An unreadable element counts as none.
    }
  }
  if (matchAppRoute(location.pathname).kind === 'none') return undefined;
  return services.boot.get(path).catch(() => undefined);
}

/**
 * The payload's shape, checked by hand as `bootPayloadSchema` checks it (a test holds them equal): parsing with the zod
 * schema would pull zod into the entry chunk (B8). Unknown fields are dropped, as zod drops them.
 */
export function asBootPayload(value: unknown): BootPayload | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { signed_in, path, answers } = value as Record<string, unknown>;
  const ok = typeof signed_in === 'boolean' && typeof path === 'string' && !!answers && typeof answers === 'object' && !Array.isArray(answers);
  return ok ? { signed_in, path, answers: { ...(answers as Record<string, unknown>) } } : undefined;
}
