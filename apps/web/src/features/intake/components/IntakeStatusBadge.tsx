import { useT } from '@cairn/i18n';
import type { IntakeIssue } from '@cairn/types';
import { effectiveIntakeStatus } from '@cairn/state';
import { Badge, type BadgeVariant } from '@cairn/ui-kit';
import { dateTimeOf } from '../hooks/intake-format';

const VARIANT: Record<IntakeIssue['status'], BadgeVariant> = {
  pending: 'warning', snoozed: 'neutral', accepted: 'success', declined: 'danger', duplicate: 'neutral',
};

/** A request's status: pending, "Snoozed till <date>", accepted, declined or duplicate (a past snooze shows as pending). */
export function IntakeStatusBadge({ issue, now }: { issue: Pick<IntakeIssue, 'status' | 'snoozed_till'>; now: Date }) {
  const { t, locale: language } = useT();
  const status = effectiveIntakeStatus(issue, now);
  const label = status === 'snoozed' && issue.snoozed_till
    ? t('intake.status.snoozed_till', { date: dateTimeOf(issue.snoozed_till, language) })
    : t(`intake.status.${status}`);
  return <Badge size="sm" variant={VARIANT[status]}>{label}</Badge>;
}
