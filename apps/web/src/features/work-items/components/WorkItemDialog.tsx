import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useT } from '@cairn/i18n';
import { Button, Modal, Switch, type SelectOption } from '@cairn/ui-kit';
import type { ProjectOptions } from '../hooks/use-project-options';
import { WorkItemFormFields } from './WorkItemFormFields';
import { emptyWorkItemForm, validateWorkItemForm, type WorkItemFormErrors, type WorkItemFormValues } from './work-item-form';
import './work-item-detail.css';

/** How the dialog was submitted. */
export type WorkItemDialogIntent = 'create' | 'draft';

/**
 * The work-item form in a dialog: create (with "Create more" and "Save as draft") or edit a draft (`mode="draft"`: only
 * saving, no title required). `onSubmit` resolves when the store is done and rejects on failure (the store toasts).
 */
export function WorkItemDialog(props: {
  open: boolean;
  mode: 'create' | 'draft';
  title: string;
  submitLabel: string;
  initial?: Partial<WorkItemFormValues>;
  options: ProjectOptions;
  parentOptions: readonly SelectOption[];
  onSubmit: (values: WorkItemFormValues, intent: WorkItemDialogIntent) => Promise<unknown>;
  onClose: () => void;
  /** Extra fields above the form (the draft's project, the global create's project picker). */
  header?: ReactNode;
  /** No "Save as draft" (epics have no drafts). */
  noDraft?: boolean;
  /** The project the form is for, when the header lets the user change it: a change clears the project's own fields. */
  projectKey?: string;
}) {
  const { t } = useT();
  const defaultState = props.options.states.find((s) => s.default)?.id ?? null;

  const [values, setValues] = useState<WorkItemFormValues>(() => ({ ...emptyWorkItemForm(defaultState), ...props.initial }));
  const [errors, setErrors] = useState<WorkItemFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState<WorkItemDialogIntent | null>(null);
  const [createMore, setCreateMore] = useState(false);
  const [resetKey, setResetKey] = useState(0);

  const reset = () => {
    setValues({ ...emptyWorkItemForm(defaultState), ...props.initial });
    setErrors({});
    setSubmitted(false);
    setResetKey((k) => k + 1);
  };
  useEffect(() => {
    if (props.open) reset();
    // Only on opening: the form keeps its values while open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.open]);

  // Another project: its states, labels, people, cycles and modules differ; the title, description, priority and dates stay.
  const shownProject = useRef(props.projectKey);
  useEffect(() => {
    if (shownProject.current === props.projectKey) return;
    shownProject.current = props.projectKey;
    setValues((v) => ({ ...emptyWorkItemForm(null), name: v.name, description_html: v.description_html, priority: v.priority, start_date: v.start_date, target_date: v.target_date }));
  }, [props.projectKey]);
  // After the project change above (effects run in order): a new project's default state, once its states are known.
  useEffect(() => {
    // The states may arrive after the dialog opened.
    if (props.mode === 'create' && defaultState && values.state_id === null && !props.initial?.state_id) setValues((v) => ({ ...v, state_id: defaultState }));
  }, [props.mode, defaultState, values.state_id, props.initial?.state_id]);

  const change = (patch: Partial<WorkItemFormValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (submitted) setErrors(validateWorkItemForm(next, { requireName: props.mode === 'create' }));
  };

  const submit = async (intent: WorkItemDialogIntent) => {
    setSubmitted(true);
    const found = validateWorkItemForm(values, { requireName: intent === 'create' });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(intent);
    try {
      await props.onSubmit(values, intent);
      if (intent === 'create' && createMore && props.mode === 'create') reset();
      else props.onClose();
    } catch {
      // The store showed why; the form keeps what was typed.
    } finally {
      setSaving(null);
    }
  };
  const onForm = (e: FormEvent) => {
    e.preventDefault();
    void submit(props.mode === 'create' ? 'create' : 'draft');
  };

  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      size="lg"
      title={props.title}
      footer={
        <div className="cw-wi-dialog__footer">
          {props.mode === 'create' ? <Switch size="sm" checked={createMore} onChange={setCreateMore} label={t('work_items.create.create_more')} /> : <span />}
          <div className="cw-wi-dialog__buttons">
            <Button variant="outline" onClick={props.onClose} disabled={saving !== null}>
              {t('common.cancel')}
            </Button>
            {props.mode === 'create' && !props.noDraft ? (
              <Button variant="secondary" loading={saving === 'draft'} disabled={saving === 'create'} onClick={() => void submit('draft')}>
                {t('work_items.create.save_draft')}
              </Button>
            ) : null}
            <Button type="submit" form="cw-wi-dialog-form" loading={saving === (props.mode === 'create' ? 'create' : 'draft')} disabled={saving !== null}>
              {props.submitLabel}
            </Button>
          </div>
        </div>
      }
    >
      <form id="cw-wi-dialog-form" onSubmit={onForm} noValidate>
        {props.header}
        <WorkItemFormFields
          idPrefix="cw-wi-dialog"
          values={values}
          errors={errors}
          options={props.options}
          parentOptions={props.parentOptions}
          resetKey={resetKey}
          onChange={change}
        />
      </form>
    </Modal>
  );
}
