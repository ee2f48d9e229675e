import { useEffect, useState } from 'react';
import { useT } from '@cairn/i18n';
import { selectTransferTargets, useAppStore, type CycleRecord } from '@cairn/state';
import { Button, Modal } from '@cairn/ui-kit';
import { formatDateRange } from '../hooks/cycle-format';
import { CycleStatusBadge } from './CycleStatusBadge';

const NONE: readonly CycleRecord[] = [];

/**
 * "Transfer work items" of a completed cycle: how many unfinished items move, and a choice among the project's cycles
 * that have not ended (current, upcoming, drafts). The move is optimistic; the store shows a failure.
 */
export function TransferItemsModal(props: { slug: string; cycle: CycleRecord | undefined; today: string; open: boolean; onClose: () => void }) {
  const { t, locale: language } = useT();
  const cycle = props.cycle;
  const targets = useAppStore((s) => (cycle ? selectTransferTargets(s, cycle.project_id, cycle.id, props.today) : NONE));
  const transfer = useAppStore((s) => s.transferCycleItems);
  const pushToast = useAppStore((s) => s.pushToast);
  const [target, setTarget] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (props.open) setTarget(null);
  }, [props.open]);
  const unfinished = cycle ? cycle.backlog_issues + cycle.unstarted_issues + cycle.started_issues : 0;

  const submit = async () => {
    if (!cycle || !target) return;
    setBusy(true);
    try {
      const { moved } = await transfer(props.slug, cycle.project_id, cycle.id, target);
      const name = targets.find((c) => c.id === target)?.name ?? '';
      pushToast({ type: 'success', title: t('cycles.transfer.done', { count: moved, name }) });
      props.onClose();
    } catch {
      // Rolled back; the store showed the failure.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      title={t('cycles.transfer.title')}
      description={t('cycles.transfer.description', { count: unfinished, name: cycle?.name ?? '' })}
      footer={
        <>
          <Button variant="outline" onClick={props.onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button loading={busy} disabled={!target || unfinished === 0} onClick={() => void submit()}>
            {t('cycles.transfer.submit', { count: unfinished })}
          </Button>
        </>
      }
    >
      {unfinished === 0 ? <p className="cw-muted">{t('cycles.transfer.nothing')}</p> : null}
      {targets.length === 0 ? (
        <p className="cw-muted">{t('cycles.transfer.no_targets')}</p>
      ) : (
        <fieldset className="cw-cycle-choices">
          <legend className="cw-cycle-choices__legend">{t('cycles.transfer.choose')}</legend>
          {targets.map((c) => (
            <label key={c.id} className="cw-cycle-choice">
              <input type="radio" name="transfer-target" value={c.id} checked={target === c.id} onChange={() => setTarget(c.id)} />
              <span className="cw-cycle-choice__name">{c.name}</span>
              <span className="cw-cycle-choice__dates">{formatDateRange(c.start_date, c.end_date, language) ?? t('cycles.dates.none')}</span>
              <CycleStatusBadge cycle={c} today={props.today} />
            </label>
          ))}
        </fieldset>
      )}
    </Modal>
  );
}
