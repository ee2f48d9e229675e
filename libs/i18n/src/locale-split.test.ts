import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { splitLocale, type LocaleTree } from './locale-split';

const tree: LocaleTree = {
  common: { save: 'Save', cancel: 'Cancel' },
  projects: { sidebar: { create: 'Create', expand: 'Expand' }, title: 'Projects', count_one: '{{count}} project', count_other: '{{count}} projects' },
  server_text: { a: { b: 'Not found.' } },
};

function leaves(t: LocaleTree, prefix = ''): string[] {
  return Object.entries(t).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : leaves(v, `${prefix}${k}.`)));
}

describe('splitLocale', () => {
  it('takes whole groups, branches and single texts into the core, the rest into the rest', () => {
    const { core, rest } = splitLocale(tree, ['common', 'projects.sidebar.create']);
    expect(core).toEqual({ common: { save: 'Save', cancel: 'Cancel' }, projects: { sidebar: { create: 'Create' } } });
    expect(rest).toEqual({ projects: { sidebar: { expand: 'Expand' }, title: 'Projects', count_one: '{{count}} project', count_other: '{{count}} projects' }, server_text: { a: { b: 'Not found.' } } });
  });

  it('takes a plural with all its forms by its bare key', () => {
    const { core, rest } = splitLocale(tree, ['projects.count']);
    expect(core).toEqual({ projects: { count_one: '{{count}} project', count_other: '{{count}} projects' } });
    expect(leaves(rest)).not.toContain('projects.count_one');
  });

  it('puts every text in exactly one part', () => {
    const { core, rest } = splitLocale(tree, ['common.save', 'projects.sidebar', 'projects.count']);
    const all = leaves(tree).sort();
    const parts = [...leaves(core), ...leaves(rest)].sort();
    expect(parts).toEqual(all);
  });

  it('refuses a path that names no text (a renamed key must not leave the core silently)', () => {
    expect(() => splitLocale(tree, ['projects.gone'])).toThrow('Locale core path "projects.gone" names no text of the locale');
    expect(() => splitLocale(tree, ['nothing'])).toThrow('names no text');
  });

  it('leaves the locale untouched', () => {
    const before = JSON.stringify(tree);
    splitLocale(tree, ['common', 'projects.sidebar']);
    expect(JSON.stringify(tree)).toBe(before);
  });

  it('splits the real en.json losslessly', () => {
    const en = JSON.parse(readFileSync(join(__dirname, 'locales', 'en.json'), 'utf8')) as LocaleTree;
    const { core, rest } = splitLocale(en, ['common', 'work_items', 'projects.sidebar']);
    expect([...leaves(core), ...leaves(rest)].sort()).toEqual(leaves(en).sort());
  });
});
