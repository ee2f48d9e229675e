import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { COMMAND_PRIORITY_CRITICAL, KEY_DOWN_COMMAND, mergeRegister } from 'lexical';
import { $getHtml, $setHtml } from '../internal/html';

/** Imperative handle given through `editorRef`. */
export interface RichTextEditorHandle {
  /** Empties the document (does not call onChange). */
  clear(): void;
  /** Moves the caret into the editor. */
  focus(): void;
  /** The current document as HTML ('' when empty). */
  getHtml(): string;
  /** Replaces the document with the given HTML (does not call onChange). */
  setHtml(html: string): void;
}

const SET_HTML_TAG = 'cairn-set-html';

interface EditorBridgePluginProps {
  editorRef?: Ref<RichTextEditorHandle>;
  onChange?: (html: string) => void;
  onSubmit?: () => void;
  readOnly: boolean;
}

/** Connects the Lexical editor to the component props: HTML out, the imperative handle, read-only, Ctrl/Cmd+Enter. */
export function EditorBridgePlugin({ editorRef, onChange, onSubmit, readOnly }: EditorBridgePluginProps): null {
  const [editor] = useLexicalComposerContext();
  const onChangeRef = useRef(onChange);
  const onSubmitRef = useRef(onSubmit);
  const lastHtml = useRef<string | null>(null);

  useEffect(() => {
    onChangeRef.current = onChange;
    onSubmitRef.current = onSubmit;
  });

  useEffect(() => {
    editor.setEditable(!readOnly);
  }, [editor, readOnly]);

  useImperativeHandle(
    editorRef,
    () => ({
      clear: () => editor.update(() => $setHtml(editor, ''), { discrete: true, tag: SET_HTML_TAG }),
      focus: () => editor.focus(),
      getHtml: () => editor.getEditorState().read(() => $getHtml(editor), { editor }),
      setHtml: (html: string) => editor.update(() => $setHtml(editor, html), { discrete: true, tag: SET_HTML_TAG }),
    }),
    [editor],
  );

  useEffect(() => {
    lastHtml.current = editor.getEditorState().read(() => $getHtml(editor), { editor });
    return mergeRegister(
      editor.registerUpdateListener(({ editorState, dirtyElements, dirtyLeaves, tags }) => {
        if (dirtyElements.size === 0 && dirtyLeaves.size === 0) return;
        const html = editorState.read(() => $getHtml(editor), { editor });
        if (html === lastHtml.current) return;
        lastHtml.current = html;
        if (!tags.has(SET_HTML_TAG)) onChangeRef.current?.(html);
      }),
      editor.registerCommand(
        KEY_DOWN_COMMAND,
        (event) => {
          const submit = onSubmitRef.current;
          if (!submit || event.key !== 'Enter' || !(event.metaKey || event.ctrlKey)) return false;
          event.preventDefault();
          submit();
          return true;
        },
        COMMAND_PRIORITY_CRITICAL,
      ),
    );
  }, [editor]);

  return null;
}
