import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '@cairn/i18n';
import type { IntakeTab } from '@cairn/types';
import { intakeListKey, selectProjectMembers, useAppStore, useStoreApi, type IntakeFilters } from '@cairn/state';
import { memberName } from '../../../shared/member-name';
import { useOutsiderName, type OutsiderDetail } from '../../publishing';
import { INBOX_PARAM } from '../paths';
import { FILTER_PARAMS, readIntakeParams } from './intake-params';

/** The clock the screen shows ages and snoozes against (refreshed every minute). */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The intake screen's state in its URL (tab, filters, order, the open request) and the setters that change it; loads
 * the list when its tab, filters or order change, and a request opened by link that no loaded list holds.
 */
export function useIntakeScreen(slug: string, projectId: string, enabled: boolean) {
  const storeApi = useStoreApi();
  const [search, setSearch] = useSearchParams();
  const { list, inboxId } = useMemo(() => readIntakeParams(search), [search]);
  const key = intakeListKey(projectId, list);
  // One params object per list key, so effects and selectors see a stable value.
  const params = useMemo(() => list, [key]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (enabled) void storeApi.getState().loadIntake(slug, projectId, params);
  }, [enabled, storeApi, slug, projectId, params]);
  const known = useAppStore((s) => (inboxId ? s.intakeById[inboxId] !== undefined : true));
  useEffect(() => {
    if (!enabled || !inboxId || known) return;
    const s = storeApi.getState();
    if (!s.intakeIssueStatusById[inboxId]) void s.loadIntakeIssue(slug, projectId, inboxId);
  }, [enabled, storeApi, slug, projectId, inboxId, known]);

  const update = useCallback((change: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(search);
    change(next);
    setSearch(next, { replace: true });
  }, [search, setSearch]);
  const setTab = (tab: IntakeTab) => update((next) => {
    if (tab === 'open') next.delete('tab');
    else next.set('tab', tab);
    // Status values of the other tab mean nothing here.
    next.delete('status');
  });
  const setFilters = (filters: IntakeFilters) => update((next) => {
    for (const name of FILTER_PARAMS) {
      const values = filters[name];
      if (values && values.length > 0) next.set(name, values.join(','));
      else next.delete(name);
    }
  });
  const setOrder = (orderBy: string) => update((next) => next.set('order_by', orderBy));
  const hrefOf = (issueId: string | undefined) => {
    const next = new URLSearchParams(search);
    if (issueId) next.set(INBOX_PARAM, issueId);
    else next.delete(INBOX_PARAM);
    const text = next.toString();
    return text ? `?${text}` : '?';
  };
  return { params, inboxId, setTab, setFilters, setOrder, hrefOf };
}

/** The project's members as the filter offers them, and a name for any user id (loads the members once). */
export function useIntakePeople(slug: string, projectId: string, enabled: boolean) {
  const { t } = useT();
  const storeApi = useStoreApi();
  useEffect(() => {
    if (enabled && !storeApi.getState().projectMemberIdsByProject[projectId]) void storeApi.getState().loadProjectMembers(slug, projectId);
  }, [enabled, storeApi, slug, projectId]);
  const members = useAppStore((s) => selectProjectMembers(s, projectId));
  const people = useMemo(() => members.map((m) => ({ id: m.member.id, name: memberName(m.member) })), [members]);
  const outsiderName = useOutsiderName();
  // A request from a public board (issue 20) names its sender by created_by_detail: they are not a member.
  const nameOf = useCallback(
    (userId: string | null, detail?: OutsiderDetail | null) => people.find((p) => p.id === userId)?.name ?? outsiderName(detail) ?? t('intake.row.someone'),
    [people, t, outsiderName],
  );
  return { people, nameOf };
}
