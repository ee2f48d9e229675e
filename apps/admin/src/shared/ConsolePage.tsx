import type { ReactNode } from 'react';
import { Spinner } from '@cairn/ui-kit';

/** One console page: a heading, a sentence on what it is for, and its content (a spinner until loaded). */
export function ConsolePage({ title, description, loading, children }: { title: string; description?: ReactNode; loading?: boolean; children: ReactNode }) {
  return (
    <section className="ca-console-page" aria-labelledby="ca-page-title">
      <header className="ca-console-page__header">
        <h1 id="ca-page-title" className="ca-console-page__title">{title}</h1>
        {description ? <p className="ca-muted">{description}</p> : null}
      </header>
      {loading ? <Spinner size="lg" /> : children}
    </section>
  );
}
