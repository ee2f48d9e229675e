// The seed system's `fields` and `expand` query parameters (issue 18): both comma-separated lists.

/** The names of a comma-separated query value (trimmed, empty ones dropped, each at most once). */
export function csvParam(value: string | undefined): string[] {
  if (!value) return [];
  return [...new Set(value.split(',').map((s) => s.trim()).filter(Boolean))];
}

/** True when `expand` names `field`. */
export function expands(expand: string | undefined, field: string): boolean {
  return csvParam(expand).includes(field);
}

/**
 * Keeps only the `fields` asked for (and always `id`); the object as is when none are asked. Unknown names are
 * ignored, as the seed system does.
 */
export function pickFields<T extends object>(obj: T, fields: string | undefined): Partial<T> {
  const names = csvParam(fields);
  if (names.length === 0) return obj;
  const out: Record<string, unknown> = {};
  const source = obj as Record<string, unknown>;
  for (const name of ['id', ...names]) if (Object.prototype.hasOwnProperty.call(source, name)) out[name] = source[name];
  return out as Partial<T>;
}
