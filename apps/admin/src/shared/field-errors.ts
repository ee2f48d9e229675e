/** Field name → i18n key of the error shown under it. */
export type FieldErrors = Record<string, string>;

/** The parts of a zod issue the console reads (zod itself stays in @cairn/types). */
interface Issue {
  path: PropertyKey[];
  code: string;
  format?: string;
  minimum?: number | bigint;
  origin?: string;
}

/** What `schema.safeParse` answers, as far as the console reads it. */
export interface ParseResult {
  success: boolean;
  error?: { issues: readonly Issue[] };
}

// One plain sentence per kind of problem, instead of zod's technical messages.
function keyOf(issue: Issue): string {
  if (issue.origin === 'number' && (issue.code === 'too_small' || issue.code === 'too_big')) return 'god_mode.errors.out_of_range';
  if (issue.code === 'too_small') return 'god_mode.errors.required';
  if (issue.code === 'too_big') return 'god_mode.errors.too_long';
  if (issue.code === 'invalid_format' && issue.format === 'email') return 'god_mode.errors.email_invalid';
  if (issue.code === 'invalid_format' && issue.format === 'url') return 'god_mode.errors.url_invalid';
  if (issue.code === 'invalid_type') return 'god_mode.errors.number_invalid';
  return 'god_mode.errors.invalid';
}

/**
 * Turns a schema's answer into one error key per field (the first problem of each), so forms validate with the very
 * schemas the server uses. `overrides` replaces the key of a field (e.g. the slug's own rule).
 */
export function fieldErrorsOf(result: ParseResult, overrides: Record<string, string> = {}): FieldErrors {
  const errors: FieldErrors = {};
  if (result.success || !result.error) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    if (errors[field]) continue;
    errors[field] = overrides[field] ?? keyOf(issue);
  }
  return errors;
}
