import { useEffect, useState } from 'react';
import { useServices } from '../../../app/services-context';
import { localSlugProblem } from './workspace-slug';

/** Availability of a workspace slug: local rules first, then the server's slug check (debounced). */
export type SlugStatus = { state: 'idle' } | { state: 'checking' } | { state: 'available' } | { state: 'unavailable'; reasonKey: string };

/** Checks `slug` 400 ms after the last change; stale answers are ignored. */
export function useSlugAvailability(slug: string, debounceMs = 400): SlugStatus {
  const services = useServices();
  const [status, setStatus] = useState<SlugStatus>({ state: 'idle' });
  useEffect(() => {
    if (!slug) {
      setStatus({ state: 'idle' });
      return;
    }
    const problem = localSlugProblem(slug);
    if (problem) {
      setStatus({ state: 'unavailable', reasonKey: problem });
      return;
    }
    let cancelled = false;
    setStatus({ state: 'checking' });
    const timer = window.setTimeout(() => {
      services.workspaces
        .checkSlug(slug)
        .then((free) => {
          if (!cancelled) setStatus(free ? { state: 'available' } : { state: 'unavailable', reasonKey: 'onboarding.workspace_create.slug_taken' });
        })
        .catch(() => {
          // The create call checks again; a failed pre-check must not block the form.
          if (!cancelled) setStatus({ state: 'idle' });
        });
    }, debounceMs);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [slug, debounceMs, services]);
  return status;
}
