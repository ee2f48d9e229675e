import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '@cairn/ui-kit';

/** A full-screen spinner while a lazy screen or the session loads. */
export function FullPageSpinner() {
  return (
    <div className="cw-fullpage-center">
      <Spinner size="lg" />
    </div>
  );
}

/** The top of the tree: lazy screens load inside one Suspense boundary. */
export function RootLayout() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Outlet />
    </Suspense>
  );
}
