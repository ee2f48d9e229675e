import { useState } from 'react';
import { useT } from '@cairn/i18n';
import { Button, Input, Modal } from '@cairn/ui-kit';

/** A destructive confirmation that unlocks only when the expected text is typed exactly. */
export function ConfirmByTypingModal(props: {
  open: boolean;
  title: string;
  description: string;
  expected: string;
  inputLabel: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useT();
  const [typed, setTyped] = useState('');
  const close = () => {
    setTyped('');
    props.onClose();
  };
  return (
    <Modal
      open={props.open}
      onClose={close}
      title={props.title}
      description={props.description}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={props.busy}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" loading={props.busy} disabled={typed !== props.expected} onClick={props.onConfirm}>
            {props.confirmLabel}
          </Button>
        </>
      }
    >
      <Input id="confirm-typing" label={props.inputLabel} autoComplete="off" value={typed} onChange={(e) => setTyped(e.target.value)} />
    </Modal>
  );
}
