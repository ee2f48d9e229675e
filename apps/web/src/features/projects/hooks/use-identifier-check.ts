import { useEffect, useState } from 'react';
import { PROJECT_IDENTIFIER_MAX_LENGTH, PROJECT_IDENTIFIER_PATTERN } from '@cairn/types';
import { useServices } from '../../../app/services-context';

/** Where a project identifier stands: local rules first, then the workspace's identifier check. */
export type IdentifierStatus =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'available' }
  | { state: 'invalid'; reasonKey: string }
  | { state: 'taken' };

/** Normalises what the user typed the way the server will (trimmed, upper-case). */
export function normaliseIdentifier(value: string): string {
  return value.trim().toUpperCase();
}

/** The i18n key of a local identifier problem, or undefined when the identifier may be sent. */
export function localIdentifierProblem(identifier: string): string | undefined {
  if (!identifier) return 'projects.create.identifier_required';
  if (identifier.length > PROJECT_IDENTIFIER_MAX_LENGTH) return 'projects.create.identifier_too_long';
  if (!PROJECT_IDENTIFIER_PATTERN.test(identifier)) return 'projects.create.identifier_invalid';
  return undefined;
}

/**
 * Checks an identifier `debounceMs` after the last change (project-identifiers/ through the projects service; a stateless
 * call, so not kept in the store). Stale answers are ignored; a failed check does not block the form.
 */
export function useIdentifierCheck(slug: string, raw: string, debounceMs = 350): IdentifierStatus {
  const services = useServices();
  const [status, setStatus] = useState<IdentifierStatus>({ state: 'idle' });
  const identifier = normaliseIdentifier(raw);
  useEffect(() => {
    if (!raw) {
      setStatus({ state: 'idle' });
      return;
    }
    const problem = localIdentifierProblem(identifier);
    if (problem) {
      setStatus({ state: 'invalid', reasonKey: problem });
      return;
    }
    let cancelled = false;
    setStatus({ state: 'checking' });
    const timer = window.setTimeout(() => {
      services.projects
        .checkIdentifier(slug, identifier)
        .then((exists) => {
          if (!cancelled) setStatus(exists ? { state: 'taken' } : { state: 'available' });
        })
        .catch(() => {
          // The create call checks again and answers 409 when taken.
          if (!cancelled) setStatus({ state: 'idle' });
        });
    }, debounceMs);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [slug, raw, identifier, debounceMs, services]);
  return status;
}
