import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from '@cairn/editor';
import './work-item-detail.css';

// The editor (Lexical) loads with the first screen that shows one, not with every project screen.
const RichTextEditor = lazy(() => import('@cairn/editor').then((m) => ({ default: m.RichTextEditor })));

/** @cairn/editor's RichTextEditor, loaded on first use (a quiet placeholder meanwhile). */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<div className="cw-wi-editor-loading" aria-busy="true" />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
