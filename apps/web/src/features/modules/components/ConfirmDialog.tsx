import { useT } from '@cairn/i18n';
import { Button, Modal } from '@cairn/ui-kit';

/** A yes/no confirmation (archive, delete, restore) with a busy state. */
export function ConfirmDialog(props: {
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
      open
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
