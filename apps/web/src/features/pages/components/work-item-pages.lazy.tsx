import { Suspense } from 'react';
import { lazyNamed } from '../../../app/lazy-named';

const Lazy = lazyNamed(() => import('./WorkItemPages'), 'WorkItemPages');

/** The work item's "Pages" section; its code loads on first render, without holding the detail. */
export function WorkItemPages(props: { slug: string; projectId: string; workItemId: string }) {
  return (
    <Suspense fallback={null}>
      <Lazy {...props} />
    </Suspense>
  );
}
