import { useImperativeHandle, useState } from 'react';
import type { RichTextEditorProps } from '@cairn/editor';

/**
 * A stand-in for @cairn/editor in web tests (`jest.mock('@cairn/editor', () => require('…/testing/fake-editor'))`):
 * a plain text area whose text is the HTML, with the same props, handle and Ctrl+Enter submit. Read-only shows the
 * HTML's text.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const [value, setValue] = useState(props.initialHtml ?? '');
  useImperativeHandle(props.editorRef, () => ({
    clear: () => setValue(''),
    focus: () => undefined,
    getHtml: () => value,
    setHtml: (html: string) => setValue(html),
  }));
  if (props.readOnly) return <div aria-label={props.ariaLabel}>{value.replace(/<[^>]*>/g, '')}</div>;
  return (
    <textarea
      aria-label={props.ariaLabel}
      placeholder={props.placeholder}
      value={value}
      onChange={(e) => {
        setValue(e.target.value);
        props.onChange?.(e.target.value);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) props.onSubmit?.();
      }}
    />
  );
}
