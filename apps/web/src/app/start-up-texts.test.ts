import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { splitLocale, type LocaleTree } from '@cairn/i18n/locale-split';
import { WEB_LOCALE_CORE_PATHS } from '../../build/locale-core';
import { startUpTextsSuffice } from './start-up-texts';

const PROJECT = '3f0c4a6e-8a1b-4c8e-9f2a-1b2c3d4e5f60';

describe('startUpTextsSuffice', () => {
  it('is true for a project work-item list (the start-up texts are its own)', () => {
    expect(startUpTextsSuffice(`/acme/projects/${PROJECT}/issues`)).toBe(true);
    expect(startUpTextsSuffice(`/acme/projects/${PROJECT}`)).toBe(true);
  });

  it('is false for every other page: they wait for the rest of English before painting', () => {
    for (const path of ['/', '/sign-up', '/acme', `/acme/projects/${PROJECT}/cycles`, `/acme/projects/${PROJECT}/archives/issues`, `/acme/projects/${PROJECT}/drafts`, '/acme/browse/WEB-1', '/acme/settings', '/god-mode/']) {
      expect(startUpTextsSuffice(path)).toBe(false);
    }
  });
});

describe('the start-up English (build/locale-core.ts)', () => {
  it('names texts that exist, and leaves the other screens, the server texts and the other apps to the rest', () => {
    const en = JSON.parse(readFileSync(join(__dirname, '../../../../libs/i18n/src/locales/en.json'), 'utf8')) as LocaleTree;
    const { core, rest } = splitLocale(en, WEB_LOCALE_CORE_PATHS);
    expect(Object.keys(core)).toEqual(expect.arrayContaining(['common', 'sidebar', 'work_item_lists', 'work_item_layouts']));
    for (const group of ['server_text', 'god_mode', 'spaces', 'spaces_item', 'mail', 'default_states', 'cycles', 'pages', 'page_editor', 'auth']) {
      expect(Object.keys(rest)).toContain(group);
    }
    expect(core).not.toHaveProperty('god_mode');
    expect(core).not.toHaveProperty('server_text');
  });
});
