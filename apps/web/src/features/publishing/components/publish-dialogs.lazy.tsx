import { Suspense } from 'react';
import type { DeployBoardTarget } from '@cairn/state';
import { lazyNamed } from '../../../app/lazy-named';

const LazyDialog = lazyNamed(() => import('./PublishDialog'), 'PublishDialog');

/** The publish dialog of a project or view, loaded when first opened. */
export function PublishDialog(props: { open: boolean; onClose: () => void; slug: string; target: DeployBoardTarget; name: string }) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <LazyDialog {...props} />
    </Suspense>
  );
}
