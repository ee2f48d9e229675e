import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGE_CODES, SPEC_TEXT } from '@cairn/types';
import { checkLocale, flattenLocale, type LocaleTree } from './locale-check';

const dir = join(__dirname, 'locales');
function load(code: string): LocaleTree {
  return JSON.parse(readFileSync(join(dir, `${code}.json`), 'utf8')) as LocaleTree;
}

const en = flattenLocale(load('en'));

describe('locale files', () => {
  it('has exactly one file per language', () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, ''));
    expect(files.sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  it('English is valid JSON of non-empty strings', () => {
    expect(en.size).toBeGreaterThan(1000);
    for (const value of en.values()) expect(value.trim()).not.toBe('');
  });

  // Issue 21: every locale complete and kept complete — a key English has and the locale lacks (plural keys in the
  // locale's own CLDR categories), a key English lacks, a lost or added placeholder, or a value left identical to
  // English that is not a deliberate borrowing (borrowed/<code>.json) fails here.
  it.each([...LANGUAGE_CODES].filter((c) => c !== 'en'))('%s is complete: every key, its placeholders and plural forms, no English left', (code) => {
    const borrowedFile = join(dir, 'borrowed', `${code}.json`);
    const borrowed = existsSync(borrowedFile) ? (JSON.parse(readFileSync(borrowedFile, 'utf8')) as string[]) : [];
    // A borrowing names an English key, or a plural form of one the locale has and English lacks (French _many).
    expect(borrowed.filter((k) => !en.has(k) && !en.has(k.replace(/_(zero|one|two|few|many|other)$/, '_other')))).toEqual([]);
    const problems = checkLocale(en, flattenLocale(load(code)), code, new Set(borrowed));
    expect(problems.map((p) => `${p.kind} ${p.key}${p.detail ? ` (${p.detail})` : ''}`)).toEqual([]);
  });

  it.each([...LANGUAGE_CODES].filter((c) => c !== 'en'))('%s has a glossary of the domain words', (code) => {
    expect(existsSync(join(dir, 'glossary', `${code}.md`))).toBe(true);
  });

  it('English ships the verbatim spec texts', () => {
    const values = new Set(en.values());
    const verbatim = [
      SPEC_TEXT.emailRequired, SPEC_TEXT.emailInvalid, SPEC_TEXT.passwordsDontMatch, SPEC_TEXT.passwordRequired,
      SPEC_TEXT.passwordTooShort, SPEC_TEXT.passwordWeakSignUp, SPEC_TEXT.smtpDisabled, SPEC_TEXT.passwordChanged,
      SPEC_TEXT.signOutFailed, SPEC_TEXT.somethingWentWrong, 'Set new password', 'Secure your account',
    ];
    expect(verbatim.filter((text) => !values.has(text))).toEqual([]);
  });
});
