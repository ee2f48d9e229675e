import { Link } from 'react-router';
import { useT } from '@cairn/i18n';
import { PRIORITIES, type Priority, type Role } from '@cairn/types';
import { selectIntakeIssue, selectIntakeIssueStatus, useAppStore, useStoreApi } from '@cairn/state';
import { ArrowLeftIcon, Button, EmptyState, ExternalLinkIcon, IntakeIcon, Select, Spinner } from '@cairn/ui-kit';
import { WorkItemDescription, browsePath, peekPath } from '../../work-items';
import { canDeleteIntake, canEditIntake, canTriageIntake } from '../hooks/intake-permissions';
import { dateTimeOf, intakeIdentifier } from '../hooks/intake-format';
import { DescriptionHistory } from './DescriptionHistory';
import { IntakeActions } from './IntakeActions';
import { IntakeStatusBadge } from './IntakeStatusBadge';
import { IntakeTitle } from './IntakeTitle';

/**
 * The open request: title and description (editable by admins and members, and by its creator while pending), its
 * properties, the triage actions, the description's history, and — once accepted — the way to its work item.
 */
export function IntakeDetail(props: {
  slug: string;
  projectId: string;
  issueId: string;
  role: Role | undefined;
  userId: string | undefined;
  projectIdentifier: string | undefined;
  personName: (userId: string | null, detail?: { id: string; display_name: string } | null) => string;
  now: Date;
  onBack: () => void;
}) {
  const { t, locale: language } = useT();
  const storeApi = useStoreApi();
  const { slug, projectId, issueId } = props;
  const issue = useAppStore((s) => selectIntakeIssue(s, issueId));
  const status = useAppStore((s) => selectIntakeIssueStatus(s, issueId));
  const back = (
    <Button size="sm" variant="ghost" className="cw-intake-detail__back" leftIcon={<ArrowLeftIcon size={14} />} onClick={props.onBack}>
      {t('intake.detail.back')}
    </Button>
  );
  if (!issue) {
    return (
      <div className="cw-intake-detail">
        {back}
        {status === 'error' ? (
          <EmptyState icon={<IntakeIcon size={32} />} title={t('intake.detail.not_found_title')} description={t('intake.detail.not_found_description')} />
        ) : (
          <div className="cw-center-pad"><Spinner /></div>
        )}
      </div>
    );
  }
  const editable = canEditIntake(props.role, issue, props.userId, props.now);
  const save = (data: { name?: string; description_html?: string; priority?: Priority }) =>
    storeApi.getState().updateIntakeIssueFields(slug, projectId, issueId, data);
  const key = intakeIdentifier(props.projectIdentifier, issue.issue.sequence_id);
  const duplicate = issue.duplicate_issue_detail;
  return (
    <article className="cw-intake-detail" aria-label={issue.issue.name}>
      {back}
      <div className="cw-intake-detail__head">
        {key ? <span className="cw-intake-row__key">{key}</span> : null}
        <IntakeStatusBadge issue={issue} now={props.now} />
      </div>
      <IntakeTitle name={issue.issue.name} editable={editable} onSave={(name) => save({ name })} />
      {issue.status === 'accepted' ? (
        <p className="cw-intake-detail__accepted">
          <Link to={peekPath(slug, projectId, issue.id)}>
            <ExternalLinkIcon size={14} /> {t('intake.detail.open_work_item', { key: key ?? issue.issue.name })}
          </Link>
        </p>
      ) : null}
      <IntakeActions
        slug={slug}
        projectId={projectId}
        issue={issue}
        now={props.now}
        canTriage={canTriageIntake(props.role)}
        canDelete={canDeleteIntake(props.role, issue, props.userId, props.now)}
        onDeleted={props.onBack}
      />
      <dl className="cw-intake-props">
        <dt>{t('intake.detail.priority')}</dt>
        <dd>
          {editable ? (
            <Select<Priority>
              aria-label={t('intake.detail.priority')}
              size="sm"
              options={PRIORITIES.map((p) => ({ value: p, label: t(`work_items.priority.${p}`) }))}
              value={issue.issue.priority}
              onChange={(priority) => void save({ priority }).catch(() => undefined)}
            />
          ) : (
            t(`work_items.priority.${issue.issue.priority}`)
          )}
        </dd>
        <dt>{t('intake.detail.status')}</dt>
        <dd><IntakeStatusBadge issue={issue} now={props.now} /></dd>
        <dt>{t('intake.detail.created_by')}</dt>
        <dd>{props.personName(issue.created_by, issue.created_by_detail)}</dd>
        <dt>{t('intake.detail.created_at')}</dt>
        <dd><time dateTime={issue.issue.created_at}>{dateTimeOf(issue.issue.created_at, language)}</time></dd>
        {duplicate ? (
          <>
            <dt>{t('intake.detail.duplicate_of')}</dt>
            <dd>
              <Link to={browsePath(slug, `${duplicate.project_identifier}-${duplicate.sequence_id}`)}>
                {`${duplicate.project_identifier}-${duplicate.sequence_id}`} {duplicate.name}
              </Link>
            </dd>
          </>
        ) : null}
      </dl>
      <section className="cw-intake-detail__description" aria-label={t('intake.detail.description')}>
        <div className="cw-intake-detail__section-head">
          <h3>{t('intake.detail.description')}</h3>
          <DescriptionHistory slug={slug} projectId={projectId} issueId={issueId} personName={props.personName} />
        </div>
        <WorkItemDescription
          itemId={issue.id}
          html={issue.issue.description_html}
          readOnly={!editable}
          onSave={(description_html) => save({ description_html })}
        />
      </section>
    </article>
  );
}
