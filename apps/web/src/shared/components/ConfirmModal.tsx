import { useT } from '@cairn/i18n';
import { Button, Modal } from '@cairn/ui-kit';

/** A yes/no confirmation for a reversible or personal action (leave, archive, remove). */
export function ConfirmModal(props: {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  busy: boolean;
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useT();
  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      size="sm"
      title={props.title}
      description={props.description}
      footer={
        <>
          <Button variant="outline" onClick={props.onClose} disabled={props.busy}>
            {t('common.cancel')}
          </Button>
          <Button variant={props.tone ?? 'danger'} loading={props.busy} onClick={props.onConfirm}>
            {props.confirmLabel}
          </Button>
        </>
      }
    />
  );
}
