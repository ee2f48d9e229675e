import { intlLocaleOf } from './intl-locale';

// The completeness check of the 18 translated locales against English (issue 21): run by locales.test.ts in npm test,
// and by translators through scripts/check-locale.ts while they work.

/** A locale file: nested objects of strings. */
export type LocaleTree = { [key: string]: string | LocaleTree };

/** What is wrong with one key of a locale. */
export interface LocaleProblem {
  kind: 'missing' | 'extra' | 'empty' | 'placeholders' | 'same-as-english' | 'not-text';
  key: string;
  detail?: string;
}

const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
const PLURAL_SUFFIX = new RegExp(`_(${PLURAL_CATEGORIES.join('|')})$`);


/** The plural categories a language uses (i18next's `_one`, `_few`… suffixes), from CLDR through Intl. */
export function pluralCategoriesOf(code: string): string[] {
  return new Intl.PluralRules(intlLocaleOf(code)).resolvedOptions().pluralCategories as string[];
}

/** Dotted key → string; a non-string leaf is kept as '' under its key and reported by checkLocale. */
export function flattenLocale(tree: LocaleTree, prefix = '', out = new Map<string, string>(), notText: string[] = []): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else if (value !== null && typeof value === 'object' && !Array.isArray(value)) flattenLocale(value, path, out, notText);
    else notText.push(path);
  }
  return out;
}

/** The interpolation names of a text ({{count}}, {{date, datetime}} → date), sorted, with repeats. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/{{\s*([^},\s]+)[^}]*}}/g)].map((m) => m[1]!).sort();
}

/** Whether a text has anything to translate (letters); "—", "{{count}}" or "%" do not. */
function hasWords(text: string): boolean {
  return /\p{L}{2,}/u.test(text.replace(/{{[^}]*}}/g, ''));
}

/**
 * Checks a locale against English: every English key present (plural keys in the locale's own CLDR categories), no
 * key English lacks, no empty value, the same placeholders, and no value left identical to English unless the key is
 * in `borrowed` (deliberate borrowings such as "Email", "OK", product names).
 */
export function checkLocale(en: Map<string, string>, locale: Map<string, string>, code: string, borrowed: ReadonlySet<string> = new Set()): LocaleProblem[] {
  const problems: LocaleProblem[] = [];
  const categories = pluralCategoriesOf(code);
  const expected = new Map<string, string>();
  for (const [key, value] of en) {
    const match = PLURAL_SUFFIX.exec(key);
    if (!match) {
      expected.set(key, value);
      continue;
    }
    const base = key.slice(0, -match[0].length);
    const other = en.get(`${base}_other`) ?? value;
    for (const category of categories) if (!expected.has(`${base}_${category}`)) expected.set(`${base}_${category}`, en.get(`${base}_${category}`) ?? other);
  }
  for (const [key, english] of expected) {
    const value = locale.get(key);
    if (value === undefined) {
      problems.push({ kind: 'missing', key });
      continue;
    }
    if (value.trim() === '') {
      problems.push({ kind: 'empty', key });
      continue;
    }
    const want = placeholdersOf(english);
    const got = placeholdersOf(value);
    // A language's `one` form may name the number in words ("une tâche") where English says {{count}}.
    const pluralOne = /_(one|zero|two)$/.test(key) && got.join() === want.filter((p) => p !== 'count').join();
    if (want.join() !== got.join() && !pluralOne) problems.push({ kind: 'placeholders', key, detail: `${want.join(',')} ≠ ${got.join(',')}` });
    if (code !== 'en' && value === english && hasWords(english) && !borrowed.has(key)) problems.push({ kind: 'same-as-english', key, detail: value });
  }
  for (const key of locale.keys()) if (!expected.has(key)) problems.push({ kind: 'extra', key });
  return problems;
}
