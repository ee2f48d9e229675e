import { useMemo } from 'react';
import { useT } from '@cairn/i18n';

/** English defaults for every user-visible editor string; keys live under `editor.*` in the locales. */
export const EDITOR_STRINGS_EN = {
  toolbar: 'Formatting',
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  strikethrough: 'Strikethrough',
  inline_code: 'Inline code',
  heading_1: 'Heading 1',
  heading_2: 'Heading 2',
  heading_3: 'Heading 3',
  bullet_list: 'Bullet list',
  numbered_list: 'Numbered list',
  checklist: 'Checklist',
  quote: 'Quote',
  code_block: 'Code block',
  link: 'Link',
  image: 'Image',
  table: 'Insert table',
  link_url: 'Link URL',
  link_apply: 'Apply',
  link_remove: 'Remove link',
  link_cancel: 'Cancel',
  link_invalid: 'Only http, https and mailto links are allowed.',
  uploading: 'Uploading image…',
  mentions: 'Mention suggestions',
  mentions_empty: 'No matches',
} as const;

export type EditorStringKey = keyof typeof EDITOR_STRINGS_EN;
export type EditorStrings = Record<EditorStringKey, string>;

/**
 * Editor strings in the current language. The locale keys (`editor.<key>`) may not exist yet; i18next then returns
 * the key itself, and the English default is used instead.
 */
export function useEditorStrings(): EditorStrings {
  const { t } = useT();
  return useMemo(() => {
    const out = {} as EditorStrings;
    for (const key of Object.keys(EDITOR_STRINGS_EN) as EditorStringKey[]) {
      const full = `editor.${key}`;
      const value = t(full);
      out[key] = value && value !== full ? value : EDITOR_STRINGS_EN[key];
    }
    return out;
  }, [t]);
}
