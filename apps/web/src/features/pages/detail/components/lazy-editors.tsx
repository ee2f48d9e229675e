import { lazy, Suspense } from 'react';
import type { CollaborativeEditorProps, RichTextEditorProps } from '@cairn/editor';

// Lexical loads with the first page opened, not with the pages list or any other project screen.
const CollaborativeEditor = lazy(() => import('@cairn/editor').then((m) => ({ default: m.CollaborativeEditor })));
const RichTextEditor = lazy(() => import('@cairn/editor').then((m) => ({ default: m.RichTextEditor })));

/** @cairn/editor's CollaborativeEditor, loaded on first use (the body's skeleton meanwhile). */
export function LazyCollaborativeEditor(props: CollaborativeEditorProps) {
  return (
    <Suspense fallback={<div className="cw-page-body-skeleton" aria-busy="true" />}>
      <CollaborativeEditor {...props} />
    </Suspense>
  );
}

/** @cairn/editor's RichTextEditor (the version preview, read-only), loaded on first use. */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<div className="cw-page-body-skeleton" aria-busy="true" />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
