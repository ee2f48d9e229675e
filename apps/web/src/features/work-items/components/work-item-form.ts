import type { Priority, WorkItemCreate } from '@cairn/types';

/** What the create / edit-draft form holds. */
export interface WorkItemFormValues {
  name: string;
  description_html: string;
  state_id: string | null;
  priority: Priority;
  assignee_ids: string[];
  label_ids: string[];
  start_date: string | null;
  target_date: string | null;
  estimate_point: string | null;
  parent_id: string | null;
  /** The cycle and modules the new item goes into (work items only; drafts of the workspace have none). */
  cycle_id: string | null;
  module_ids: string[];
}

/** An empty form (state: the project's default, when known). */
export function emptyWorkItemForm(defaultStateId: string | null = null): WorkItemFormValues {
  return {
    name: '', description_html: '', state_id: defaultStateId, priority: 'none', assignee_ids: [], label_ids: [],
    start_date: null, target_date: null, estimate_point: null, parent_id: null, cycle_id: null, module_ids: [],
  };
}

/** Field errors as i18n keys. */
export interface WorkItemFormErrors {
  name?: string;
  target_date?: string;
}

/** Title required; start on or before target (dates are YYYY-MM-DD, so they compare as strings). */
export function validateWorkItemForm(values: WorkItemFormValues, opts: { requireName: boolean } = { requireName: true }): WorkItemFormErrors {
  const errors: WorkItemFormErrors = {};
  if (opts.requireName && !values.name.trim()) errors.name = 'work_items.form.name_required';
  if (values.start_date && values.target_date && values.start_date > values.target_date) errors.target_date = 'work_items.form.dates_order';
  return errors;
}

/** The create body of the form's values (trimmed name; empty description, cycle and modules left out). */
export function toWorkItemCreate(values: WorkItemFormValues): WorkItemCreate {
  const body: WorkItemCreate = {
    name: values.name.trim(), priority: values.priority, state_id: values.state_id, assignee_ids: values.assignee_ids, label_ids: values.label_ids,
    start_date: values.start_date, target_date: values.target_date, estimate_point: values.estimate_point, parent_id: values.parent_id,
  };
  if (values.description_html) body.description_html = values.description_html;
  if (values.cycle_id) body.cycle_id = values.cycle_id;
  if (values.module_ids.length) body.module_ids = values.module_ids;
  return body;
}
