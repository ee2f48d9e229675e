import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from '@cairn/editor';

// The editor (Lexical) loads when the first sticky shows, in its own chunk.
const RichTextEditor = lazy(() => import('@cairn/editor').then((m) => ({ default: m.RichTextEditor })));

/** A sticky's body: the rich-text editor in its compact look, loaded on first use. */
export function StickyEditor(props: Pick<RichTextEditorProps, 'ariaLabel' | 'initialHtml' | 'onChange' | 'placeholder' | 'autoFocus'>) {
  return (
    <Suspense fallback={<div className="cw-sticky__loading" aria-busy="true" />}>
      <RichTextEditor {...props} variant="comment" className="cw-sticky__editor" />
    </Suspense>
  );
}
