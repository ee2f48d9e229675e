import type { FormEvent, ReactNode } from 'react';
import { useT } from '@cairn/i18n';
import { Button, Modal } from '@cairn/ui-kit';

/**
 * A create / edit dialog around one form: the form is the body, Cancel and the submit button (bound to the form by
 * `formId`, so Enter in a field submits too) are the footer; while `saving` Cancel is off and submit spins.
 */
export function FormModal(props: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  formId: string;
  formClassName?: string;
  submitLabel: string;
  saving: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const { t } = useT();
  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      title={props.title}
      description={props.description}
      footer={
        <>
          <Button variant="outline" onClick={props.onClose} disabled={props.saving}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={props.formId} loading={props.saving}>
            {props.submitLabel}
          </Button>
        </>
      }
    >
      <form id={props.formId} className={props.formClassName} onSubmit={props.onSubmit} noValidate>
        {props.children}
      </form>
    </Modal>
  );
}
