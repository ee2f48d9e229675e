import { useEffect, useImperativeHandle, type Ref } from 'react';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $getHtml } from '../internal/html';

/** Imperative handle of CollaborativeEditor (`editorRef`). */
export interface CollaborativeEditorHandle {
  /** Moves the caret into the editor. */
  focus(): void;
  /** The current document as HTML ('' when empty); computed on demand, never per keystroke. */
  getHtml(): string;
}

/** Read-only switching and the imperative handle of the collaborative editor (no HTML export on change). */
export function CollabBridgePlugin({ editorRef, readOnly }: { editorRef?: Ref<CollaborativeEditorHandle>; readOnly: boolean }): null {
  const [editor] = useLexicalComposerContext();

  useEffect(() => {
    editor.setEditable(!readOnly);
  }, [editor, readOnly]);

  useImperativeHandle(
    editorRef,
    () => ({
      focus: () => editor.focus(),
      getHtml: () => editor.getEditorState().read(() => $getHtml(editor), { editor }),
    }),
    [editor],
  );

  return null;
}
