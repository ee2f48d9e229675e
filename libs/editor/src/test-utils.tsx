import { createRef, type ReactElement } from 'react';
import { act, render, within } from '@testing-library/react';
import type { LexicalEditor } from 'lexical';
import { RichTextEditor, type RichTextEditorProps } from './rich-text-editor';
import type { RichTextEditorHandle } from './plugins/editor-bridge-plugin';

// jsdom has no DragEvent or ClipboardEvent; Lexical's paste and drop handling checks event classes by name.
if (typeof globalThis.DragEvent === 'undefined') {
  (globalThis as { DragEvent?: unknown }).DragEvent = class DragEvent extends MouseEvent {};
}
if (typeof globalThis.ClipboardEvent === 'undefined') {
  (globalThis as { ClipboardEvent?: unknown }).ClipboardEvent = class ClipboardEvent extends Event {};
}

/** Lets Lexical's deferred commits and React effects settle inside act(). */
export async function flush(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** Renders the editor, waits for its first commit and returns the handle, the text box and the Lexical editor. */
export async function renderEditor(props: Partial<RichTextEditorProps> = {}, wrap?: (el: ReactElement) => ReactElement) {
  const ref = createRef<RichTextEditorHandle>();
  const element = <RichTextEditor ariaLabel="Description" editorRef={ref} {...props} />;
  const result = render(wrap ? wrap(element) : element);
  await flush();
  const textbox = within(result.container).getByRole('textbox', { name: props.ariaLabel ?? 'Description' });
  const editor = (textbox as HTMLElement & { __lexicalEditor?: LexicalEditor }).__lexicalEditor;
  if (!ref.current || !editor) throw new Error('editor did not mount');
  return { ...result, handle: ref.current, textbox, editor };
}
