import { useState } from 'react';
import { useT } from '@cairn/i18n';
import type { IntakeIssue } from '@cairn/types';
import { effectiveIntakeStatus, useStoreApi, type IntakeStatusChange } from '@cairn/state';
import { Button, CheckIcon, TrashIcon, XIcon } from '@cairn/ui-kit';
import { ConfirmModal } from '../../../shared/components/ConfirmModal';
import { WorkItemPickerModal, usePickableItems } from '../../work-items';
import { SnoozeModal } from './SnoozeModal';

type Dialog = 'snooze' | 'duplicate' | 'delete' | undefined;

/**
 * The actions on a request (spec §4): for admins and members Accept, Decline, Snooze (a day) / Unsnooze, Mark as
 * duplicate (a work item of the project), Reopen (a declined or duplicate one); Delete (confirmed) for admins and for
 * the creator of a pending request. Accepted requests have none.
 */
export function IntakeActions(props: { slug: string; projectId: string; issue: IntakeIssue; now: Date; canTriage: boolean; canDelete: boolean; onDeleted: () => void }) {
  const { t } = useT();
  const storeApi = useStoreApi();
  const { slug, projectId, issue } = props;
  const [dialog, setDialog] = useState<Dialog>(undefined);
  const [busy, setBusy] = useState(false);
  const picker = usePickableItems(slug, projectId, [issue.id]);
  const status = effectiveIntakeStatus(issue, props.now);
  const open = status === 'pending' || status === 'snoozed';
  const run = async (change: IntakeStatusChange) => {
    setBusy(true);
    try {
      await storeApi.getState().updateIntakeStatus(slug, projectId, issue.id, change);
      setDialog(undefined);
    } catch {
      // Rolled back and toasted by the store.
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    setBusy(true);
    try {
      await storeApi.getState().deleteIntakeIssue(slug, projectId, issue.id);
      setDialog(undefined);
      props.onDeleted();
    } catch {
      // Rolled back and toasted by the store.
    } finally {
      setBusy(false);
    }
  };
  if (issue.status === 'accepted' || (!props.canTriage && !props.canDelete)) return null;
  return (
    <div className="cw-intake-actions" role="group" aria-label={t('intake.actions.label')}>
      {props.canTriage && !open ? (
        <Button size="sm" variant="outline" disabled={busy} onClick={() => void run({ status: 'pending' })}>
          {t('intake.actions.reopen')}
        </Button>
      ) : null}
      {props.canTriage && open ? (
        <>
          <Button size="sm" leftIcon={<CheckIcon size={14} />} disabled={busy} onClick={() => void run({ status: 'accepted' })}>
            {t('intake.actions.accept')}
          </Button>
          <Button size="sm" variant="outline" leftIcon={<XIcon size={14} />} disabled={busy} onClick={() => void run({ status: 'declined' })}>
            {t('intake.actions.decline')}
          </Button>
          {status === 'snoozed' ? (
            <Button size="sm" variant="outline" disabled={busy} onClick={() => void run({ status: 'pending' })}>
              {t('intake.actions.unsnooze')}
            </Button>
          ) : (
            <Button size="sm" variant="outline" disabled={busy} onClick={() => setDialog('snooze')}>
              {t('intake.actions.snooze')}
            </Button>
          )}
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => {
              picker.ensure();
              setDialog('duplicate');
            }}
          >
            {t('intake.actions.duplicate')}
          </Button>
        </>
      ) : null}
      {props.canDelete ? (
        <Button size="sm" variant="ghost" leftIcon={<TrashIcon size={14} />} disabled={busy} onClick={() => setDialog('delete')}>
          {t('intake.actions.delete')}
        </Button>
      ) : null}
      <SnoozeModal
        open={dialog === 'snooze'}
        now={props.now}
        busy={busy}
        onClose={() => setDialog(undefined)}
        onSubmit={(till) => void run({ status: 'snoozed', snoozed_till: till })}
      />
      <WorkItemPickerModal
        open={dialog === 'duplicate'}
        title={t('intake.duplicate.title')}
        submitLabel={t('intake.duplicate.submit')}
        items={picker.pickable}
        multiple={false}
        busy={busy}
        onSearch={picker.search}
        onClose={() => setDialog(undefined)}
        onSubmit={(ids) => void (ids[0] ? run({ status: 'duplicate', duplicate_to: ids[0] }) : undefined)}
      />
      <ConfirmModal
        open={dialog === 'delete'}
        title={t('intake.delete.title')}
        description={t('intake.delete.description', { name: issue.issue.name })}
        confirmLabel={t('intake.delete.confirm')}
        busy={busy}
        onConfirm={() => void remove()}
        onClose={() => setDialog(undefined)}
      />
    </div>
  );
}
