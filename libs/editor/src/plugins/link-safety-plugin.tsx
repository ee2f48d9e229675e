import { useEffect } from 'react';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { AutoLinkNode, LinkNode } from '@lexical/link';
import { mergeRegister } from '@lexical/utils';
import { isAllowedLinkUrl } from '../internal/link-url';

/** Unwraps a link whose URL is not http(s)/mailto, keeping its text. */
export function $unwrapUnsafeLink(node: LinkNode): void {
  if (isAllowedLinkUrl(node.getURL())) return;
  for (const child of node.getChildren()) node.insertBefore(child);
  node.remove();
}

/**
 * Whatever created a link (paste, markdown "[x](url)", HTML import, autolink), a link whose URL is not
 * http(s)/mailto is dropped and its text kept.
 */
export function LinkSafetyPlugin(): null {
  const [editor] = useLexicalComposerContext();
  useEffect(
    () =>
      mergeRegister(
        editor.registerNodeTransform(LinkNode, $unwrapUnsafeLink),
        editor.registerNodeTransform(AutoLinkNode, $unwrapUnsafeLink),
      ),
    [editor],
  );
  return null;
}
