// Translators' check: `npx tsx libs/i18n/scripts/check-locale.ts fr [--all]` — the problems npm test would report for a
// locale (missing, extra, empty, placeholders, same as English without a borrowing), counted by kind; --all lists all.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkLocale, flattenLocale, type LocaleTree } from '../src/locale-check';

const dir = join(__dirname, '../src/locales');
const code = process.argv[2];
if (!code) throw new Error('usage: check-locale.ts <code> [--all]');
const read = (file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as LocaleTree;
const borrowedFile = join(dir, 'borrowed', `${code}.json`);
const borrowed = new Set(existsSync(borrowedFile) ? (JSON.parse(readFileSync(borrowedFile, 'utf8')) as string[]) : []);
const problems = checkLocale(flattenLocale(read('en.json')), flattenLocale(read(`${code}.json`)), code, borrowed);
const byKind = new Map<string, number>();
for (const p of problems) byKind.set(p.kind, (byKind.get(p.kind) ?? 0) + 1);
console.log(`${code}: ${problems.length} problems`, Object.fromEntries(byKind));
const shown = process.argv.includes('--all') ? problems : problems.slice(0, 40);
for (const p of shown) console.log(`  ${p.kind}  ${p.key}${p.detail ? `  (${p.detail})` : ''}`);
