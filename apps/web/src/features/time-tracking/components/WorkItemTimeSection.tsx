import { useEffect, useId, useState } from 'react';
import { useT } from '@cairn/i18n';
import { selectWorkItemTimeLogs, selectWorkItemTimeTotals, useAppStore, useStoreApi } from '@cairn/state';
import type { TimeLog } from '@cairn/types';
import { Avatar, Button, ChevronRightIcon, EditIcon, IconButton, PlusIcon, Spinner, TrashIcon } from '@cairn/ui-kit';
import { dayFormat } from '../../../shared/days/day-format';
import { useDurationText, useTimePeople, useTimeTracking } from '../hooks/use-time-tracking';
import { LogTimeForm, type LogTimeValues } from './LogTimeForm';
import { TimeBreakdown } from './TimeBreakdown';
import './time-tracking.css';

const ignore = () => undefined;

/**
 * The work item's "Time" section (detail and peek), shown only when the project has time tracking on and the caller
 * is a project member or admin: the total logged (per member on expand), a "Log time" form and the item's logs (who,
 * day, how long, note; the logger and project admins may edit or delete). Writes are optimistic (store `mutate`).
 */
export function WorkItemTimeSection(props: { slug: string; projectId: string; itemId: string; readOnly?: boolean }) {
  const { slug, projectId, itemId } = props;
  const access = useTimeTracking(projectId);
  if (!access.visible) return null;
  return <TimeSectionBody slug={slug} projectId={projectId} itemId={itemId} readOnly={props.readOnly ?? false} isAdmin={access.isAdmin} userId={access.userId} />;
}

function TimeSectionBody(props: { slug: string; projectId: string; itemId: string; readOnly: boolean; isAdmin: boolean; userId: string | undefined }) {
  const { slug, projectId, itemId } = props;
  const { t, locale: language } = useT();
  const store = useStoreApi();
  const logs = useAppStore((s) => selectWorkItemTimeLogs(s, itemId));
  const totals = useAppStore((s) => selectWorkItemTimeTotals(s, itemId));
  const duration = useDurationText();
  const person = useTimePeople(slug);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>(totals ? 'ready' : 'loading');
  const [showMembers, setShowMembers] = useState(false);
  const [form, setForm] = useState<'new' | TimeLog | null>(null);
  const membersId = useId();
  const days = dayFormat(language);

  useEffect(() => {
    let live = true;
    store.getState().loadWorkItemTime(slug, projectId, itemId).then(
      () => live && setStatus('ready'),
      () => live && setStatus('error'),
    );
    return () => {
      live = false;
    };
  }, [store, slug, projectId, itemId]);

  const act = () => store.getState();
  const submit = async (values: LogTimeValues) => {
    if (form === 'new') await act().createTimeLog(slug, projectId, itemId, values);
    else if (form) await act().updateTimeLog(slug, projectId, itemId, form.id, values);
    setForm(null);
  };
  const mayChange = (log: TimeLog) => !props.readOnly && (props.isAdmin || log.user_id === props.userId);
  const memberRows = (totals?.by_member ?? []).map((row) => {
    const p = person(row.user_id, logs.find((l) => l.user_id === row.user_id)?.user);
    return { id: row.user_id, name: p.name, avatarUrl: p.avatar_url, minutes: row.minutes };
  });

  return (
    <section className="cw-time" aria-label={t('time_tracking.section_title')}>
      <header className="cw-time__header">
        <h3 className="cw-time__title">{t('time_tracking.section_title')}</h3>
        {props.readOnly || form === 'new' ? null : (
          <Button size="sm" variant="ghost" leftIcon={<PlusIcon size={14} />} onClick={() => setForm('new')}>
            {t('time_tracking.log_time')}
          </Button>
        )}
      </header>
      {status === 'loading' && !totals ? (
        <div className="cw-time__center" aria-label={t('time_tracking.loading')}>
          <Spinner size="sm" />
        </div>
      ) : status === 'error' && !totals ? (
        <p className="cw-time__muted">{t('time_tracking.load_error')}</p>
      ) : (
        <>
          <div className="cw-time__total">
            <span className="cw-time__muted">{t('time_tracking.total_logged')}</span>
            <strong className="cw-time__total-value">{duration(totals?.total_minutes ?? 0)}</strong>
            {memberRows.length > 0 ? (
              <button
                type="button"
                className="cw-time__toggle"
                aria-expanded={showMembers}
                aria-controls={membersId}
                aria-label={showMembers ? t('time_tracking.hide_by_member') : t('time_tracking.show_by_member')}
                onClick={() => setShowMembers(!showMembers)}
              >
                <ChevronRightIcon size={14} className={showMembers ? 'cw-time__chevron cw-time__chevron--open' : 'cw-time__chevron'} />
                <span>{t('time_tracking.by_member')}</span>
              </button>
            ) : null}
          </div>
          {showMembers ? (
            <div id={membersId}>
              <TimeBreakdown rows={memberRows} label={t('time_tracking.by_member')} />
            </div>
          ) : null}
        </>
      )}
      {form === 'new' ? <LogTimeForm title={t('time_tracking.log_time_title')} onSubmit={submit} onCancel={() => setForm(null)} /> : null}
      {logs.length === 0 ? (
        status === 'ready' && form !== 'new' ? <p className="cw-time__muted">{t('time_tracking.nothing_logged')}</p> : null
      ) : (
        <ul className="cw-time__logs" aria-label={t('time_tracking.logs')}>
          {logs.map((log) => {
            const who = person(log.user_id, log.user);
            const day = days.medium(log.logged_on);
            if (form !== 'new' && form?.id === log.id) {
              return (
                <li key={log.id} className="cw-time__log">
                  <LogTimeForm title={t('time_tracking.edit_log_title')} initial={log} onSubmit={submit} onCancel={() => setForm(null)} />
                </li>
              );
            }
            return (
              <li key={log.id} className="cw-time__log">
                <Avatar size="xs" name={who.name} colorSeed={who.id} src={who.avatar_url} />
                <div className="cw-time__log-main">
                  <span className="cw-time__log-line">{t('time_tracking.log_entry', { name: who.name, duration: duration(log.minutes), date: day })}</span>
                  {log.description ? <span className="cw-time__log-note">{log.description}</span> : null}
                </div>
                {mayChange(log) ? (
                  <span className="cw-time__log-actions">
                    <IconButton size="sm" icon={<EditIcon size={14} />} aria-label={t('time_tracking.edit_log', { name: who.name, date: day })} onClick={() => setForm(log)} />
                    <IconButton
                      size="sm"
                      icon={<TrashIcon size={14} />}
                      aria-label={t('time_tracking.delete_log', { name: who.name, date: day })}
                      onClick={() => void act().deleteTimeLog(slug, projectId, itemId, log.id).catch(ignore)}
                    />
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
