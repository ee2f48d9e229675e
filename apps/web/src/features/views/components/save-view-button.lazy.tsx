import { Suspense } from 'react';
import { lazyNamed } from '../../../app/lazy-named';

const Lazy = lazyNamed(() => import('./SaveViewButton'), 'SaveViewButton');

/** "Save as view" for a project's list header; its code (the dialog) loads on first render, without holding the header. */
export function SaveViewButton() {
  return (
    <Suspense fallback={null}>
      <Lazy />
    </Suspense>
  );
}
