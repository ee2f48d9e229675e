// English in two parts for an app's start-up JS (issue 11, B8): the texts the first screen needs (its "core", bundled)
// and the rest (a lazy chunk, added to the instance when it arrives). en.json stays one file — translators, the
// completeness check and the server read it whole; the split happens when an app's build loads it.

/** A locale tree: nested objects of texts. */
export type LocaleTree = { [key: string]: string | LocaleTree };

/**
 * The key the core part carries so the app knows English is not complete yet (i18n.ts strips it). A `$` never starts a
 * key of en.json, so it cannot collide with a text.
 */
export const PARTIAL_LOCALE_MARKER = '$partial';

function isTree(value: unknown): value is LocaleTree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function pick(tree: LocaleTree, path: readonly string[]): string | LocaleTree | undefined {
  let node: string | LocaleTree | undefined = tree;
  for (const part of path) {
    if (!isTree(node)) return undefined;
    node = node[part];
  }
  return node;
}

function place(target: LocaleTree, path: readonly string[], value: string | LocaleTree): void {
  let node = target;
  for (const part of path.slice(0, -1)) {
    const next = node[part];
    node = isTree(next) ? next : (node[part] = {});
  }
  node[path[path.length - 1]] = value;
}

function subtract(tree: LocaleTree, taken: LocaleTree): LocaleTree {
  const rest: LocaleTree = {};
  for (const [key, value] of Object.entries(tree)) {
    const took = taken[key];
    if (took === undefined) rest[key] = value;
    else if (isTree(value) && isTree(took)) {
      const left = subtract(value, took);
      if (Object.keys(left).length > 0) rest[key] = left;
    }
  }
  return rest;
}

/**
 * Splits a locale into the texts under `corePaths` (dotted: a whole group `common`, a branch `projects.sidebar`, one
 * key `publishing.publish_button`; a plural's forms `x_one`, `x_other` are taken with `x`) and everything else. Every
 * key lands in exactly one part. Throws on a path that names nothing, so a renamed key cannot silently leave the core.
 */
export function splitLocale(locale: LocaleTree, corePaths: readonly string[]): { core: LocaleTree; rest: LocaleTree } {
  const core: LocaleTree = {};
  for (const dotted of corePaths) {
    const path = dotted.split('.');
    const found = pick(locale, path);
    if (found !== undefined) {
      place(core, path, found);
      continue;
    }
    // A plural: `x` stands for its forms x_zero … x_other in the same branch.
    const parent = pick(locale, path.slice(0, -1));
    const last = path[path.length - 1];
    const forms = isTree(parent) ? Object.keys(parent).filter((k) => k.startsWith(`${last}_`) && /_(zero|one|two|few|many|other)$/.test(k)) : [];
    if (forms.length === 0) throw new Error(`Locale core path "${dotted}" names no text of the locale`);
    for (const form of forms) place(core, [...path.slice(0, -1), form], (parent as LocaleTree)[form]);
  }
  return { core, rest: subtract(locale, core) };
}
