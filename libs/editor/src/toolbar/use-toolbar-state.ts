import { useCallback, useEffect, useState } from 'react';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $isCodeNode } from '@lexical/code';
import { $isLinkNode } from '@lexical/link';
import { $isListNode, ListNode } from '@lexical/list';
import { $isHeadingNode, $isQuoteNode } from '@lexical/rich-text';
import { $findMatchingParent, $getNearestNodeOfType, mergeRegister } from '@lexical/utils';
import {
  $getSelection,
  $isRangeSelection,
  $isRootOrShadowRoot,
  COMMAND_PRIORITY_LOW,
  SELECTION_CHANGE_COMMAND,
  type LexicalNode,
} from 'lexical';

export type BlockType = 'paragraph' | 'h1' | 'h2' | 'h3' | 'bullet' | 'number' | 'check' | 'quote' | 'code' | 'other';

export interface ToolbarState {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  strikethrough: boolean;
  code: boolean;
  link: boolean;
  blockType: BlockType;
}

const EMPTY_STATE: ToolbarState = {
  bold: false,
  italic: false,
  underline: false,
  strikethrough: false,
  code: false,
  link: false,
  blockType: 'paragraph',
};

function $topLevelBlock(node: LexicalNode): LexicalNode {
  if ($isRootOrShadowRoot(node)) return node;
  return (
    $findMatchingParent(node, (candidate) => {
      const parent = candidate.getParent();
      return parent !== null && $isRootOrShadowRoot(parent);
    }) ?? node
  );
}

function $blockTypeOf(anchor: LexicalNode): BlockType {
  const block = $topLevelBlock(anchor);
  if ($isListNode(block)) {
    const list = $getNearestNodeOfType(anchor, ListNode) ?? block;
    return list.getListType();
  }
  if ($isHeadingNode(block)) {
    const tag = block.getTag();
    return tag === 'h1' || tag === 'h2' || tag === 'h3' ? tag : 'other';
  }
  if ($isQuoteNode(block)) return 'quote';
  if ($isCodeNode(block)) return 'code';
  return block.getType() === 'paragraph' ? 'paragraph' : 'other';
}

/** Reads the formats and block type at the selection for the toolbar's pressed states. */
export function $readToolbarState(): ToolbarState {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return EMPTY_STATE;
  const anchor = selection.anchor.getNode();
  return {
    bold: selection.hasFormat('bold'),
    italic: selection.hasFormat('italic'),
    underline: selection.hasFormat('underline'),
    strikethrough: selection.hasFormat('strikethrough'),
    code: selection.hasFormat('code'),
    link: $findMatchingParent(anchor, $isLinkNode) !== null,
    blockType: $blockTypeOf(anchor),
  };
}

/** Toolbar state, refreshed on every update and selection change. */
export function useToolbarState(): ToolbarState {
  const [editor] = useLexicalComposerContext();
  const [state, setState] = useState<ToolbarState>(EMPTY_STATE);

  const refresh = useCallback(() => {
    const next = editor.getEditorState().read($readToolbarState, { editor });
    setState((prev) => (Object.keys(next) as (keyof ToolbarState)[]).every((k) => prev[k] === next[k]) ? prev : next);
  }, [editor]);

  useEffect(
    () =>
      mergeRegister(
        editor.registerUpdateListener(refresh),
        editor.registerCommand(
          SELECTION_CHANGE_COMMAND,
          () => {
            queueMicrotask(refresh);
            return false;
          },
          COMMAND_PRIORITY_LOW,
        ),
      ),
    [editor, refresh],
  );

  return state;
}
