import { checkLocale, flattenLocale, placeholdersOf, pluralCategoriesOf } from './locale-check';

const en = flattenLocale({
  common: { save: 'Save', ok: 'OK', dash: '—' },
  items: { count_one: '{{count}} item', count_other: '{{count}} items' },
  greet: 'Hello, {{name}}',
});

const kinds = (problems: ReturnType<typeof checkLocale>) => problems.map((p) => `${p.kind} ${p.key}`).sort();

describe('checkLocale', () => {
  it('passes a complete French locale (one, many and other plural forms)', () => {
    const fr = flattenLocale({
      common: { save: 'Enregistrer', ok: 'OK', dash: '—' },
      items: { count_one: '{{count}} élément', count_many: '{{count}} d’éléments', count_other: '{{count}} éléments' },
      greet: 'Bonjour, {{name}}',
    });
    expect(kinds(checkLocale(en, fr, 'fr', new Set(['common.ok'])))).toEqual([]);
  });

  it('reports missing keys and plural forms, extra keys, empty values, lost placeholders and English left', () => {
    const ru = flattenLocale({
      common: { save: 'Save', ok: '', dash: '—' },
      items: { count_one: '{{count}} элемент', count_other: '{{count}} элементов', count_two: 'x' },
      greet: 'Привет',
      unknown: 'лишний',
    });
    expect(kinds(checkLocale(en, ru, 'ru'))).toEqual([
      'empty common.ok',
      'extra items.count_two',
      'extra unknown',
      'missing items.count_few',
      'missing items.count_many',
      'placeholders greet',
      'same-as-english common.save',
    ]);
  });

  it('expects only _other in languages without plural forms, and Ukrainian rules for ua', () => {
    expect(pluralCategoriesOf('ja')).toEqual(['other']);
    expect(pluralCategoriesOf('ua')).toEqual(expect.arrayContaining(['one', 'few', 'many', 'other']));
    const ja = flattenLocale({ common: { save: '保存', ok: 'OK', dash: '—' }, items: { count_one: '{{count}} 件', count_other: '{{count}} 件' }, greet: 'こんにちは、{{name}}' });
    expect(kinds(checkLocale(en, ja, 'ja', new Set(['common.ok'])))).toEqual(['extra items.count_one']);
  });

  it('reads placeholder names, formats included', () => {
    expect(placeholdersOf('{{count}} of {{ total }} by {{date, datetime}}')).toEqual(['count', 'date', 'total']);
  });
});
