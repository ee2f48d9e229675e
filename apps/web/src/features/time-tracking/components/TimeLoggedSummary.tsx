import { useEffect, useMemo } from 'react';
import { useT } from '@cairn/i18n';
import { selectProject, selectTimeSummary, useAppStore, useStoreApi } from '@cairn/state';
import type { TimeLogSummaryQuery } from '@cairn/types';
import { Spinner } from '@cairn/ui-kit';
import { useDurationText, useTimePeople, useTimeTracking } from '../hooks/use-time-tracking';
import { TimeBreakdown } from './TimeBreakdown';
import './time-tracking.css';

const ignore = () => undefined;

/**
 * "Time logged" of a cycle or a module (or any summary query) for the detail sidebars: the total, per member and per
 * work item. Shown only when the project has time tracking on and the caller is a project member or admin; a
 * time_log event on the stream reads it again (libs/state live reloads).
 */
export function TimeLoggedSummary(props: { slug: string; projectId: string; query: TimeLogSummaryQuery; className?: string }) {
  const access = useTimeTracking(props.projectId);
  if (!access.visible) return null;
  return <SummaryBody {...props} />;
}

function SummaryBody(props: { slug: string; projectId: string; query: TimeLogSummaryQuery; className?: string }) {
  const { slug, projectId } = props;
  const { t } = useT();
  const store = useStoreApi();
  const duration = useDurationText();
  const person = useTimePeople(slug);
  const identifier = useAppStore((s) => selectProject(s, projectId)?.identifier ?? '');
  const { cycle_id, module_id, user_id, from, to } = props.query;
  const query = useMemo(() => ({ cycle_id, module_id, user_id, from, to }), [cycle_id, module_id, user_id, from, to]);
  const entry = useAppStore((s) => selectTimeSummary(s, projectId, query));
  useEffect(() => {
    void store.getState().loadTimeSummary(slug, projectId, query).catch(ignore);
  }, [store, slug, projectId, query]);
  const data = entry?.data;
  const members = (data?.by_member ?? []).map((row) => {
    const p = person(row.user_id);
    return { id: row.user_id, name: p.name, avatarUrl: p.avatar_url, minutes: row.minutes };
  });
  const items = (data?.by_item ?? []).map((row) => ({ id: row.work_item_id, name: `${identifier}-${row.sequence_id} ${row.name}`, avatar: false, minutes: row.minutes }));
  return (
    <section className={props.className ?? 'cw-time-summary'} aria-label={t('time_tracking.time_logged')}>
      <h3 className="cw-time__title">
        {t('time_tracking.time_logged')}
        {data && data.total_minutes > 0 ? <span className="cw-time__muted"> {t('time_tracking.summary_total', { duration: duration(data.total_minutes) })}</span> : null}
      </h3>
      {!data ? (
        entry?.status === 'error' ? (
          <p className="cw-time__muted">{t('time_tracking.summary_error')}</p>
        ) : (
          <div className="cw-time__center">
            <Spinner size="sm" />
          </div>
        )
      ) : data.total_minutes === 0 ? (
        <p className="cw-time__muted">{t('time_tracking.summary_nothing')}</p>
      ) : (
        <>
          <h4 className="cw-time__subtitle">{t('time_tracking.summary_per_member')}</h4>
          <TimeBreakdown rows={members} label={t('time_tracking.summary_per_member')} />
          <h4 className="cw-time__subtitle">{t('time_tracking.summary_per_item')}</h4>
          <TimeBreakdown rows={items} label={t('time_tracking.summary_per_item')} />
        </>
      )}
    </section>
  );
}
