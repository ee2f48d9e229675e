/**
 * @jest-environment jsdom
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as types from '@cairn/types';
import { PUBLISH_TEXT, SPEC_TEXT } from '@cairn/types';
import { freshModule } from './fresh-module.test-support';

// Each test gets a fresh module (fresh-module.test-support.ts).
const readLocale = (code: string) => JSON.parse(readFileSync(join(__dirname, 'locales', `${code}.json`), 'utf8')) as { server_text: Record<string, Record<string, string>> };
const snake = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/([A-Z])([A-Z][a-z])/g, '$1_$2').toLowerCase();

describe('server texts', () => {
  it("en.json's server_text holds every text constant of @cairn/types (add a server text → add it here and translate it)", () => {
    const expected: Record<string, Record<string, string>> = {};
    for (const [name, value] of Object.entries(types)) {
      if (!/_TEXT$/.test(name) || !value || typeof value !== 'object') continue;
      const texts = Object.entries(value as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string');
      if (texts.length) expected[name.replace(/_TEXT$/, '').toLowerCase()] = Object.fromEntries(texts.map(([k, v]) => [snake(k), v]));
    }
    expect(readLocale('en').server_text).toEqual(expected);
  });

  it("shows a known server message in the user's language and leaves others as they came", async () => {
    const i18n = freshModule();
    await i18n.initI18n({ language: 'de', storage: null });
    const de = readLocale('de').server_text;
    expect(i18n.translateServerText(PUBLISH_TEXT.votesOff)).toBe(de.publish.votes_off);
    expect(i18n.translateServerText(SPEC_TEXT.somethingWentWrong)).toBe(de.spec.something_went_wrong);
    expect(i18n.translateServerText('Something the server made up')).toBe('Something the server made up');
    expect(i18n.translateServerText(undefined)).toBeUndefined();
  });
});
