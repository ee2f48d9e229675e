import { useCallback, useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $isCodeNode } from '@lexical/code';
import {
  $createTextNode,
  $getSelection,
  $isRangeSelection,
  $isTextNode,
  COMMAND_PRIORITY_CRITICAL,
  KEY_DOWN_COMMAND,
  mergeRegister,
  type LexicalEditor,
} from 'lexical';
import { $createMentionNode } from '../nodes/mention-node';
import { MentionMenu, mentionOptionId, type MentionOption } from './mention-menu';

/** Where mention suggestions come from (the app searches workspace members). */
export interface MentionSource {
  search(query: string): Promise<MentionOption[]> | MentionOption[];
}

const MAX_OPTIONS = 8;
const TRIGGER = /(?:^|[\s([{"'])@([\p{L}\p{N}._'-]{0,40})$/u;

/** The text typed after "@" right before a collapsed caret, or null when the caret is not in a mention trigger. */
export function $getMentionQuery(): string | null {
  const selection = $getSelection();
  if (!$isRangeSelection(selection) || !selection.isCollapsed()) return null;
  const node = selection.anchor.getNode();
  if (!$isTextNode(node) || node.hasFormat('code') || $isCodeNode(node.getParent())) return null;
  const match = TRIGGER.exec(node.getTextContent().slice(0, selection.anchor.offset));
  return match ? match[1] : null;
}

/** Replaces "@query" before the caret with a mention of `option` followed by a space. */
export function $insertMention(option: MentionOption): boolean {
  const query = $getMentionQuery();
  const selection = $getSelection();
  if (query === null || !$isRangeSelection(selection)) return false;
  const node = selection.anchor.getNode();
  const end = selection.anchor.offset;
  const start = end - query.length - 1;
  if (!$isTextNode(node) || start < 0) return false;
  const parts = node.splitText(start, end);
  const target = start === 0 ? parts[0] : parts[1];
  if (!target) return false;
  const mention = $createMentionNode(option.id, option.label, { kind: option.kind, href: option.href });
  target.replace(mention);
  const space = $createTextNode(' ');
  mention.insertAfter(space);
  space.select(1, 1);
  return true;
}

function caretPosition(editor: LexicalEditor, anchor: HTMLElement | null): CSSProperties | undefined {
  const root = editor.getRootElement();
  const selection = root?.ownerDocument.defaultView?.getSelection();
  if (!anchor || !selection || selection.rangeCount === 0) return undefined;
  const range = selection.getRangeAt(0);
  if (typeof range.getBoundingClientRect !== 'function') return undefined;
  const rect = range.getBoundingClientRect();
  const box = anchor.getBoundingClientRect();
  if (rect.width === 0 && rect.height === 0 && rect.top === 0) return undefined;
  const left = Math.max(0, Math.min(rect.left - box.left, box.width - 240));
  return { top: rect.bottom - box.top + 4, left };
}

interface MentionsPluginProps {
  source: MentionSource;
  anchor: HTMLElement | null;
  label: string;
  emptyLabel: string;
  /** Reports the listbox id and highlighted option for the text box's aria-controls / aria-activedescendant. */
  onAriaChange(aria: MentionAria): void;
}

export interface MentionAria {
  controls?: string;
  activeDescendant?: string;
}

/** Opens a listbox of people while typing "@name"; arrows move, Enter/Tab/click insert, Escape closes. */
export function MentionsPlugin({ source, anchor, label, emptyLabel, onAriaChange }: MentionsPluginProps) {
  const [editor] = useLexicalComposerContext();
  const menuId = useId();
  const [query, setQuery] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const [options, setOptions] = useState<MentionOption[]>([]);
  const [loading, setLoading] = useState(false);
  const [highlighted, setHighlighted] = useState(0);
  const [position, setPosition] = useState<CSSProperties | undefined>(undefined);
  const sourceRef = useRef(source);
  const searchSeq = useRef(0);
  const open = query !== null && !dismissed;
  const live = useRef({ open, options, highlighted });

  useEffect(() => {
    sourceRef.current = source;
    live.current = { open, options, highlighted };
  });

  useEffect(
    () =>
      editor.registerUpdateListener(({ editorState }) => {
        const next = editorState.read($getMentionQuery, { editor });
        setQuery(next);
        if (next === null) setDismissed(false);
        else setPosition(caretPosition(editor, anchor));
      }),
    [editor, anchor],
  );

  useEffect(() => {
    if (query === null) {
      setOptions([]);
      return;
    }
    const seq = ++searchSeq.current;
    setLoading(true);
    Promise.resolve()
      .then(() => sourceRef.current.search(query))
      .then(
        (results) => {
          if (seq !== searchSeq.current) return;
          setOptions((results ?? []).slice(0, MAX_OPTIONS));
          setHighlighted(0);
          setLoading(false);
        },
        () => {
          if (seq !== searchSeq.current) return;
          setOptions([]);
          setLoading(false);
        },
      );
  }, [query]);

  const select = useCallback(
    (option: MentionOption) => {
      editor.update(() => {
        $insertMention(option);
      });
      setOptions([]);
    },
    [editor],
  );

  useEffect(
    () =>
      mergeRegister(
        editor.registerCommand(
          KEY_DOWN_COMMAND,
          (event) => {
            const state = live.current;
            if (!state.open || event.ctrlKey || event.metaKey || event.altKey) return false;
            const count = state.options.length;
            if (event.key === 'Escape') {
              setDismissed(true);
            } else if (count === 0) {
              return false;
            } else if (event.key === 'ArrowDown') {
              setHighlighted((state.highlighted + 1) % count);
            } else if (event.key === 'ArrowUp') {
              setHighlighted((state.highlighted - 1 + count) % count);
            } else if (event.key === 'Enter' || event.key === 'Tab') {
              select(state.options[Math.min(state.highlighted, count - 1)]);
            } else {
              return false;
            }
            event.preventDefault();
            event.stopPropagation();
            return true;
          },
          COMMAND_PRIORITY_CRITICAL,
        ),
      ),
    [editor, select],
  );

  useEffect(() => {
    onAriaChange({
      controls: open ? menuId : undefined,
      activeDescendant: open && options.length > 0 ? mentionOptionId(menuId, highlighted) : undefined,
    });
  }, [onAriaChange, open, options.length, highlighted, menuId]);

  if (!open) return null;
  return (
    <MentionMenu
      id={menuId}
      label={label}
      emptyLabel={emptyLabel}
      options={options}
      loading={loading}
      highlightedIndex={highlighted}
      onSelect={select}
      onHighlight={setHighlighted}
      style={position}
    />
  );
}
