import { Link } from 'react-router';
import { useT } from '@cairn/i18n';
import { selectIntakeIssue, useAppStore } from '@cairn/state';
import { Badge } from '@cairn/ui-kit';
import { ageOf, intakeIdentifier } from '../hooks/intake-format';
import { IntakeStatusBadge } from './IntakeStatusBadge';

/** One request in the list: title, identifier, priority, status, who sent it and how long ago; a link that opens it. */
export function IntakeRow(props: { issueId: string; href: string; selected: boolean; projectIdentifier: string | undefined; creatorName: (userId: string | null, detail?: { id: string; display_name: string } | null) => string; now: Date }) {
  const { t, locale: language } = useT();
  const issue = useAppStore((s) => selectIntakeIssue(s, props.issueId));
  if (!issue) return null;
  const key = intakeIdentifier(props.projectIdentifier, issue.issue.sequence_id);
  return (
    <li className={props.selected ? 'cw-intake-row cw-intake-row--selected' : 'cw-intake-row'}>
      <Link to={props.href} className="cw-intake-row__link" aria-current={props.selected ? 'true' : undefined}>
        <span className="cw-intake-row__top">
          {key ? <span className="cw-intake-row__key">{key}</span> : null}
          <span className="cw-intake-row__title">{issue.issue.name}</span>
        </span>
        <span className="cw-intake-row__meta">
          <IntakeStatusBadge issue={issue} now={props.now} />
          {issue.issue.priority !== 'none' ? <Badge size="sm" variant="accent">{t(`work_items.priority.${issue.issue.priority}`)}</Badge> : null}
          <span>{t('intake.row.created_by', { name: props.creatorName(issue.created_by, issue.created_by_detail) })}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={issue.issue.created_at}>{ageOf(issue.issue.created_at, props.now, language, t)}</time>
        </span>
      </Link>
    </li>
  );
}
