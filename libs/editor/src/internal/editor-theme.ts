import type { EditorThemeClasses } from 'lexical';

/** Lexical theme: every class is in src/editor.css under the `ck-editor` prefix. */
export const editorTheme: EditorThemeClasses = {
  paragraph: 'ck-editor__paragraph',
  heading: { h1: 'ck-editor__h1', h2: 'ck-editor__h2', h3: 'ck-editor__h3' },
  quote: 'ck-editor__quote',
  code: 'ck-editor__code-block',
  link: 'ck-editor__link',
  table: 'ck-editor__table',
  tableScrollableWrapper: 'ck-editor__table-scroll',
  tableRow: 'ck-editor__table-row',
  tableCell: 'ck-editor__table-cell',
  tableCellHeader: 'ck-editor__table-cell--header',
  tableSelection: 'ck-editor__table--selection',
  tableCellSelected: 'ck-editor__table-cell--selected',
  list: {
    ul: 'ck-editor__ul',
    ol: 'ck-editor__ol',
    checklist: 'ck-editor__checklist',
    listitem: 'ck-editor__li',
    listitemChecked: 'ck-editor__li--checked',
    listitemUnchecked: 'ck-editor__li--unchecked',
    nested: { listitem: 'ck-editor__li--nested' },
  },
  text: {
    bold: 'ck-editor__bold',
    italic: 'ck-editor__italic',
    underline: 'ck-editor__underline',
    strikethrough: 'ck-editor__strike',
    underlineStrikethrough: 'ck-editor__underline-strike',
    code: 'ck-editor__inline-code',
  },
};
