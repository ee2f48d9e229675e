import { Suspense } from 'react';
import type { DeployBoardTarget } from '@cairn/state';
import { lazyNamed } from '../../../app/lazy-named';

const LazyButton = lazyNamed(() => import('./ProjectPublishButton'), 'ProjectPublishButton');
const LazyDialog = lazyNamed(() => import('./PublishDialog'), 'PublishDialog');

/** The project header's "Publish" (admins); its code (the dialog) loads on first render, without holding the header. */
export function ProjectPublishButton(props: { slug: string; projectId: string }) {
  return (
    <Suspense fallback={null}>
      <LazyButton {...props} />
    </Suspense>
  );
}

/** The publish dialog of a project or view, loaded when first opened. */
export function PublishDialog(props: { open: boolean; onClose: () => void; slug: string; target: DeployBoardTarget; name: string }) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <LazyDialog {...props} />
    </Suspense>
  );
}
