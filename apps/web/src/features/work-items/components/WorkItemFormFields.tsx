import { useT } from '@cairn/i18n';
import { LazyRichTextEditor as RichTextEditor } from './LazyRichTextEditor';
import { Input, Select, type SelectOption } from '@cairn/ui-kit';
import type { Priority } from '@cairn/types';
import type { ProjectOptions } from '../hooks/use-project-options';
import type { WorkItemFormErrors, WorkItemFormValues } from './work-item-form';
import { NONE, cycleOptions, labelCreator, labelOptions, moduleOptions, peopleOptions, pointOptions, priorityOptions, stateOptions } from './select-options';
import './work-item-detail.css';

/** The fields of the create / edit-draft dialogs: title, description, state, priority, people, labels, dates, estimate, cycle, modules, parent. */
export function WorkItemFormFields(props: {
  idPrefix: string;
  values: WorkItemFormValues;
  errors: WorkItemFormErrors;
  options: ProjectOptions;
  /** Candidate parents (the project's items), `value` = id. */
  parentOptions: readonly SelectOption[];
  /** Changing it remounts the description editor (after a reset). */
  resetKey: number;
  onChange: (patch: Partial<WorkItemFormValues>) => void;
}) {
  const { t } = useT();
  const { values, options, onChange, idPrefix } = props;
  const none = { value: NONE, label: t('work_items.properties.none') };
  return (
    <div className="cw-wi-form">
      <Input
        id={`${idPrefix}-name`}
        label={t('work_items.form.title')}
        placeholder={t('work_items.form.title_placeholder')}
        required
        maxLength={255}
        autoComplete="off"
        value={values.name}
        error={props.errors.name ? t(props.errors.name) : undefined}
        onChange={(e) => onChange({ name: e.target.value })}
      />
      <div className="cw-field">
        <span className="cw-field__label">{t('work_items.form.description')}</span>
        <RichTextEditor
          key={props.resetKey}
          ariaLabel={t('work_items.form.description')}
          placeholder={t('work_items.form.description_placeholder')}
          initialHtml={values.description_html}
          onChange={(html) => onChange({ description_html: html })}
        />
      </div>
      <div className="cw-wi-form__grid">
        <Select
          label={t('work_items.properties.state')}
          options={stateOptions(options.states)}
          value={values.state_id}
          onChange={(v) => onChange({ state_id: v })}
        />
        <Select<Priority>
          label={t('work_items.properties.priority')}
          options={priorityOptions(t)}
          value={values.priority}
          searchable={false}
          onChange={(v) => onChange({ priority: v })}
        />
        <Select
          multiple
          label={t('work_items.properties.assignees')}
          placeholder={t('work_items.properties.no_assignees')}
          options={peopleOptions(options.people)}
          value={values.assignee_ids}
          onChange={(v) => onChange({ assignee_ids: v })}
        />
        <Select
          multiple
          label={t('work_items.properties.labels')}
          placeholder={t('work_items.properties.no_labels')}
          options={labelOptions(options.labels)}
          value={values.label_ids}
          onChange={(v) => onChange({ label_ids: v })}
          create={labelCreator(t, options, (id) => onChange({ label_ids: [...values.label_ids, id] }))}
        />
        <Input
          id={`${idPrefix}-start`}
          type="date"
          label={t('work_items.properties.start_date')}
          value={values.start_date ?? ''}
          onChange={(e) => onChange({ start_date: e.target.value || null })}
        />
        <Input
          id={`${idPrefix}-target`}
          type="date"
          label={t('work_items.properties.target_date')}
          value={values.target_date ?? ''}
          min={values.start_date ?? undefined}
          error={props.errors.target_date ? t(props.errors.target_date) : undefined}
          onChange={(e) => onChange({ target_date: e.target.value || null })}
        />
        {options.estimatePoints ? (
          <Select
            label={t('work_items.properties.estimate')}
            options={[none, ...pointOptions(options.estimatePoints)]}
            value={values.estimate_point ?? NONE}
            searchable={false}
            onChange={(v) => onChange({ estimate_point: v === NONE ? null : v })}
          />
        ) : null}
        {options.cycles ? (
          <Select
            label={t('work_items.properties.cycle')}
            options={[{ value: NONE, label: t('work_items.properties.no_cycle') }, ...cycleOptions(options.cycles, null)]}
            value={values.cycle_id ?? NONE}
            onChange={(v) => onChange({ cycle_id: v === NONE ? null : v })}
          />
        ) : null}
        {options.modules ? (
          <Select
            multiple
            label={t('work_items.properties.modules')}
            placeholder={t('work_items.properties.no_modules')}
            options={moduleOptions(options.modules)}
            value={values.module_ids}
            onChange={(v) => onChange({ module_ids: v })}
          />
        ) : null}
        {/* No candidates (an epic, or a project without items): no parent to choose. */}
        {props.parentOptions.length > 0 ? (
          <Select
            label={t('work_items.properties.parent')}
            placeholder={t('work_items.properties.no_parent')}
            options={[none, ...props.parentOptions]}
            value={values.parent_id ?? NONE}
            onChange={(v) => onChange({ parent_id: v === NONE ? null : v })}
          />
        ) : null}
      </div>
    </div>
  );
}
