import type { BootPayload } from '@cairn/types';

/** The id of the embedded payload's script element (read by apps/web's main.tsx). */
export const BOOT_ELEMENT_ID = 'cairn-boot';

/** The payload of a request without a signed-in user: nothing but that fact. */
export function signedOutBoot(path: string): BootPayload {
  return { signed_in: false, path, answers: {} };
}

/** The payload of a signed-in user. */
export function presentBoot(path: string, answers: Record<string, unknown>): BootPayload {
  return { signed_in: true, path, answers };
}

const UNSAFE_IN_SCRIPT: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/**
 * JSON for a `<script type="application/json">` element: `<`, `>` and `&` (so no `</script>` or `<!--` can end or
 * bend the element) and U+2028/2029 are written as \u escapes, which JSON.parse reads back unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => UNSAFE_IN_SCRIPT[c] ?? c);
}

/** A non-executable element carrying the payload (CSP needs no change: the browser never runs it). */
export function bootScriptElement(payload: BootPayload): string {
  return `<script type="application/json" id="${BOOT_ELEMENT_ID}">${jsonForScript(payload)}</script>`;
}
