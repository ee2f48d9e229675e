import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $createCodeNode } from '@lexical/code';
import { $createLinkNode, $isLinkNode, $toggleLink } from '@lexical/link';
import { INSERT_CHECK_LIST_COMMAND, INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, REMOVE_LIST_COMMAND } from '@lexical/list';
import { $createHeadingNode, $createQuoteNode } from '@lexical/rich-text';
import { $setBlocksType } from '@lexical/selection';
import { INSERT_TABLE_COMMAND } from '@lexical/table';
import { $findMatchingParent } from '@lexical/utils';
import {
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $getSelection,
  $isRangeSelection,
  $setSelection,
  FORMAT_TEXT_COMMAND,
  type BaseSelection,
  type ElementNode,
  type TextFormatType,
} from 'lexical';
import { UPLOAD_IMAGE_FILES_COMMAND } from '../internal/commands';
import type { EditorStringKey, EditorStrings } from '../internal/editor-strings';
import { LinkForm } from './link-form';
import { toolbarIcons } from './toolbar-icons';
import { useToolbarState, type BlockType } from './use-toolbar-state';

interface ToolbarPluginProps {
  strings: EditorStrings;
  canUploadImages: boolean;
  /** Shows "Insert table" (a 3×3 table with a header row). */
  canInsertTables?: boolean;
}

/** The table the toolbar inserts: 3 rows (the first a header row) by 3 columns. */
export const TOOLBAR_TABLE_SIZE = { rows: '3', columns: '3' } as const;

interface ToolItem {
  key: EditorStringKey & keyof typeof toolbarIcons;
  pressed?: boolean;
  run(): void;
}

/** The formatting toolbar (role toolbar, arrow keys move between buttons) with the inline link form. */
export function ToolbarPlugin({ strings, canUploadImages, canInsertTables = false }: ToolbarPluginProps) {
  const [editor] = useLexicalComposerContext();
  const state = useToolbarState();
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkUrl, setLinkUrl] = useState('');
  const [focusIndex, setFocusIndex] = useState(0);
  const savedSelection = useRef<BaseSelection | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const toolbarRef = useRef<HTMLDivElement>(null);

  const format = (type: TextFormatType) => editor.dispatchCommand(FORMAT_TEXT_COMMAND, type);
  const setBlock = (target: BlockType, create: () => ElementNode) =>
    editor.update(() => {
      const selection = $getSelection();
      if (!$isRangeSelection(selection)) return;
      $setBlocksType(selection, state.blockType === target ? $createParagraphNode : create);
    });
  const toggleList = (target: 'bullet' | 'number' | 'check') => {
    if (state.blockType === target) {
      editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined);
      return;
    }
    const command = { bullet: INSERT_UNORDERED_LIST_COMMAND, number: INSERT_ORDERED_LIST_COMMAND, check: INSERT_CHECK_LIST_COMMAND }[target];
    editor.dispatchCommand(command, undefined);
  };

  const openLink = () => {
    const { selection, url } = editor.getEditorState().read(
      () => {
        const current = $getSelection();
        const link = $isRangeSelection(current) ? $findMatchingParent(current.anchor.getNode(), $isLinkNode) : null;
        return { selection: current?.clone() ?? null, url: $isLinkNode(link) ? link.getURL() : '' };
      },
      { editor },
    );
    savedSelection.current = selection;
    setLinkUrl(url);
    setLinkOpen(true);
  };

  const restoreSelection = () => {
    const saved = savedSelection.current;
    if (saved) $setSelection(saved.clone());
    else $getRoot().selectEnd();
  };

  const applyLink = (url: string) => {
    editor.update(() => {
      restoreSelection();
      const selection = $getSelection();
      const inLink = $isRangeSelection(selection) && $findMatchingParent(selection.anchor.getNode(), $isLinkNode) !== null;
      if ($isRangeSelection(selection) && selection.isCollapsed() && !inLink) {
        const link = $createLinkNode(url);
        link.append($createTextNode(url.replace(/^mailto:/i, '')));
        selection.insertNodes([link]);
      } else {
        $toggleLink(url);
      }
    });
    setLinkOpen(false);
    editor.focus();
  };

  const removeLink = () => {
    editor.update(() => {
      restoreSelection();
      $toggleLink(null);
    });
    setLinkOpen(false);
    editor.focus();
  };

  const items: ToolItem[] = [
    { key: 'bold', pressed: state.bold, run: () => format('bold') },
    { key: 'italic', pressed: state.italic, run: () => format('italic') },
    { key: 'underline', pressed: state.underline, run: () => format('underline') },
    { key: 'strikethrough', pressed: state.strikethrough, run: () => format('strikethrough') },
    { key: 'inline_code', pressed: state.code, run: () => format('code') },
    { key: 'heading_1', pressed: state.blockType === 'h1', run: () => setBlock('h1', () => $createHeadingNode('h1')) },
    { key: 'heading_2', pressed: state.blockType === 'h2', run: () => setBlock('h2', () => $createHeadingNode('h2')) },
    { key: 'heading_3', pressed: state.blockType === 'h3', run: () => setBlock('h3', () => $createHeadingNode('h3')) },
    { key: 'bullet_list', pressed: state.blockType === 'bullet', run: () => toggleList('bullet') },
    { key: 'numbered_list', pressed: state.blockType === 'number', run: () => toggleList('number') },
    { key: 'checklist', pressed: state.blockType === 'check', run: () => toggleList('check') },
    { key: 'quote', pressed: state.blockType === 'quote', run: () => setBlock('quote', $createQuoteNode) },
    { key: 'code_block', pressed: state.blockType === 'code', run: () => setBlock('code', () => $createCodeNode()) },
    { key: 'link', pressed: state.link, run: () => (linkOpen ? setLinkOpen(false) : openLink()) },
  ];
  if (canUploadImages) items.push({ key: 'image', run: () => fileInput.current?.click() });
  if (canInsertTables) {
    items.push({
      key: 'table',
      run: () => editor.dispatchCommand(INSERT_TABLE_COMMAND, { ...TOOLBAR_TABLE_SIZE, includeHeaders: { rows: true, columns: false } }),
    });
  }

  const onToolbarKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };
    let next: number | null = null;
    if (event.key in moves) next = (focusIndex + moves[event.key] + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
    toolbarRef.current?.querySelectorAll<HTMLButtonElement>('.ck-editor__tool')[next]?.focus();
  };

  const groups: ReactNode[] = items.map((item, index) => (
    <button
      key={item.key}
      type="button"
      className="ck-editor__tool"
      aria-label={strings[item.key]}
      title={strings[item.key]}
      aria-pressed={item.pressed === undefined ? undefined : item.pressed}
      tabIndex={index === focusIndex ? 0 : -1}
      onMouseDown={(e) => e.preventDefault()}
      onFocus={() => setFocusIndex(index)}
      onClick={item.run}
    >
      {toolbarIcons[item.key]}
    </button>
  ));

  return (
    <div className="ck-editor__toolbar-area">
      <div ref={toolbarRef} className="ck-editor__toolbar" role="toolbar" aria-label={strings.toolbar} onKeyDown={onToolbarKeyDown}>
        {groups}
      </div>
      {canUploadImages && (
        <input
          ref={fileInput}
          className="ck-editor__file-input"
          type="file"
          accept="image/*"
          multiple
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            if (files.length > 0) editor.dispatchCommand(UPLOAD_IMAGE_FILES_COMMAND, files);
          }}
        />
      )}
      {linkOpen && (
        <LinkForm
          key={linkUrl}
          strings={strings}
          initialUrl={linkUrl}
          canRemove={state.link}
          onApply={applyLink}
          onRemove={removeLink}
          onClose={() => {
            setLinkOpen(false);
            editor.focus();
          }}
        />
      )}
    </div>
  );
}
