import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGE_CODES, SPEC_TEXT } from '@cairn/types';

const dir = join(__dirname, 'locales');
type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

function load(code: string): Tree {
  return JSON.parse(readFileSync(join(dir, `${code}.json`), 'utf8')) as Tree;
}

const en = flatten(load('en'));
// The sidebar labels the spec names, and the buttons every screen has: these must be translated everywhere.
const SIDEBAR_LABELS = [
  'projects', 'pages', 'new_work_item', 'home', 'your_work', 'inbox', 'workspace', 'views', 'analytics', 'work_items',
  'cycles', 'modules', 'intake', 'drafts', 'favorites', 'pro', 'upgrade', 'settings',
].map((k) => `sidebar.${k}`);
const COMMON_BUTTONS = ['save', 'cancel', 'delete', 'continue', 'sign_out'].map((k) => `common.${k}`);

describe('locale files', () => {
  it('has exactly one file per language', () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, ''));
    expect(files.sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  it.each([...LANGUAGE_CODES])('%s is valid JSON of strings whose keys all exist in en.json', (code) => {
    const keys = flatten(load(code));
    expect(keys.size).toBeGreaterThan(0);
    const unknown = [...keys.keys()].filter((k) => !en.has(k));
    expect(unknown).toEqual([]);
    for (const value of keys.values()) expect(value.trim()).not.toBe('');
  });

  it.each([...LANGUAGE_CODES].filter((c) => c !== 'en'))('%s translates the sidebar, common buttons and language names', (code) => {
    const keys = flatten(load(code));
    const required = [...en.keys()].filter((k) => k.startsWith('languages.') || SIDEBAR_LABELS.includes(k) || COMMON_BUTTONS.includes(k));
    expect(required.filter((k) => !keys.has(k))).toEqual([]);
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
