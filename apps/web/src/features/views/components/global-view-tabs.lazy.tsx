import { Suspense, type ReactNode } from 'react';
import { lazyNamed } from '../../../app/lazy-named';

const Lazy = lazyNamed<{ slug: string; value: string }, 'GlobalViewTabs'>(() => import('./GlobalViewTabs'), 'GlobalViewTabs');

/**
 * The workspace views tabs (built-in and saved global views, "+", the saved tab's menu); `fallback` (the built-in tabs)
 * shows while their code loads.
 */
export function GlobalViewTabs(props: { slug: string; value: string; fallback: ReactNode }) {
  return (
    <Suspense fallback={props.fallback}>
      <Lazy slug={props.slug} value={props.value} />
    </Suspense>
  );
}
