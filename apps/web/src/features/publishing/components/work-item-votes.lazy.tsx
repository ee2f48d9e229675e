import { Suspense } from 'react';
import { lazyNamed } from '../../../app/lazy-named';

const Lazy = lazyNamed(() => import('./WorkItemVotes'), 'WorkItemVotes');

/** The work item's votes line; its code loads on first render, without holding the detail. */
export function WorkItemVotes(props: { slug: string; projectId: string; itemId: string }) {
  return (
    <Suspense fallback={null}>
      <Lazy {...props} />
    </Suspense>
  );
}
