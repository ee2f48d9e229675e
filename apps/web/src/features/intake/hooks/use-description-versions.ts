import { useCallback, useState } from 'react';
import type { DescriptionVersion } from '@cairn/types';
import { useServices } from '../../../app/services-context';

/** What the history control shows: nothing asked yet, loading, the versions, or a failure. */
export type VersionsState = { status: 'idle' | 'loading' | 'error' } | { status: 'ready'; versions: DescriptionVersion[] };

/**
 * A request's description versions (intake-work-items/{id}/description-versions/), read when the history opens.
 * Nothing the store keeps: a stateless read through the services.
 */
export function useDescriptionVersions(slug: string, projectId: string, issueId: string) {
  const services = useServices();
  const [state, setState] = useState<VersionsState>({ status: 'idle' });
  const open = useCallback(() => {
    setState({ status: 'loading' });
    services.intake.listDescriptionVersions(slug, projectId, issueId).then(
      (versions) => setState({ status: 'ready', versions: Array.isArray(versions) ? versions : [] }),
      () => setState({ status: 'error' }),
    );
  }, [services, slug, projectId, issueId]);
  return { state, open };
}
