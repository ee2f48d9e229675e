import { useState, type FormEvent } from 'react';
import { MODULE_STATUSES, type Module, type ModuleStatus, type ModuleUpdate } from '@cairn/types';
import { useT } from '@cairn/i18n';
import { useAppStore } from '@cairn/state';
import { Input, Select } from '@cairn/ui-kit';
import { useModulePeople } from '../hooks/use-module-data';
import '../modules.css';
import { FormModal } from '../../../shared/components/FormModal';

interface Draft {
  name: string;
  description: string;
  start_date: string;
  target_date: string;
  status: ModuleStatus;
  lead_id: string;
  member_ids: string[];
}

const NO_LEAD = '';

function draftOf(module: Module | undefined): Draft {
  return {
    name: module?.name ?? '',
    description: module?.description ?? '',
    start_date: module?.start_date ?? '',
    target_date: module?.target_date ?? '',
    status: module?.status ?? 'backlog',
    lead_id: module?.lead_id ?? NO_LEAD,
    member_ids: module?.member_ids ?? [],
  };
}

// The fields of an edit that differ from the module (PATCH sends only those).
function changes(module: Module, draft: Draft): ModuleUpdate {
  const body = fieldsOf(draft);
  const out: ModuleUpdate = {};
  for (const [key, value] of Object.entries(body) as [keyof ModuleUpdate, unknown][]) {
    if (JSON.stringify(value) !== JSON.stringify(module[key as keyof Module])) (out as Record<string, unknown>)[key] = value;
  }
  return out;
}

function fieldsOf(draft: Draft) {
  return {
    name: draft.name.trim(),
    description: draft.description.trim(),
    start_date: draft.start_date || null,
    target_date: draft.target_date || null,
    status: draft.status,
    lead_id: draft.lead_id || null,
    member_ids: draft.member_ids,
  };
}

/**
 * The create / edit dialog of a module: name, description, start and target dates, status, lead and members (project
 * members). Mounted only while open, so every opening starts from the module (or empty).
 */
export function ModuleFormModal(props: { slug: string; projectId: string; module?: Module; onClose: () => void; onSaved?: (module: Module) => void }) {
  const { t } = useT();
  const createModule = useAppStore((s) => s.createModule);
  const updateModule = useAppStore((s) => s.updateModule);
  const { people } = useModulePeople(props.slug, props.projectId);
  const [draft, setDraft] = useState(() => draftOf(props.module));
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const editing = props.module !== undefined;

  const nameError = submitted && !draft.name.trim() ? t('modules.form.name_required') : undefined;
  const datesError = draft.start_date && draft.target_date && draft.start_date > draft.target_date ? t('modules.form.dates_order') : undefined;
  const personOptions = people.map((p) => ({ value: p.id, label: p.name }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (!draft.name.trim() || datesError) return;
    setSaving(true);
    try {
      let saved: Module;
      if (props.module) {
        const body = changes(props.module, draft);
        saved = Object.keys(body).length > 0 ? await updateModule(props.slug, props.projectId, props.module.id, body) : props.module;
      } else {
        saved = await createModule(props.slug, props.projectId, fieldsOf(draft));
      }
      props.onSaved?.(saved);
      props.onClose();
    } catch {
      // The store rolled back and showed why; the dialog stays open with the input.
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormModal
      open
      onClose={props.onClose}
      title={editing ? t('modules.form.edit_title') : t('modules.form.create_title')}
      formId="module-form"
      formClassName="cw-module-form"
      submitLabel={editing ? t('common.save_changes') : t('modules.form.create_submit')}
      saving={saving}
      onSubmit={(e) => void submit(e)}
    >
      <Input
        id="module-name"
        label={t('modules.fields.name')}
        placeholder={t('modules.fields.name_placeholder')}
        required
        maxLength={255}
        autoComplete="off"
        value={draft.name}
        error={nameError}
        onChange={(e) => set('name', e.target.value)}
      />
      <div className="cw-module-form__field">
        <label className="cw-module-form__label" htmlFor="module-description">
          {t('modules.fields.description')}
        </label>
        <textarea
          id="module-description"
          className="cw-textarea"
          placeholder={t('modules.fields.description_placeholder')}
          maxLength={10000}
          value={draft.description}
          onChange={(e) => set('description', e.target.value)}
        />
      </div>
      <div className="cw-module-form__row">
        <Input id="module-start" type="date" label={t('modules.fields.start_date')} value={draft.start_date} max={draft.target_date || undefined} onChange={(e) => set('start_date', e.target.value)} />
        <Input
          id="module-target"
          type="date"
          label={t('modules.fields.target_date')}
          value={draft.target_date}
          min={draft.start_date || undefined}
          error={datesError}
          onChange={(e) => set('target_date', e.target.value)}
        />
      </div>
      <div className="cw-module-form__row">
        <Select
          id="module-status"
          label={t('modules.fields.status')}
          options={MODULE_STATUSES.map((status) => ({ value: status, label: t(`modules.status.${status}`) }))}
          value={draft.status}
          onChange={(status) => set('status', status)}
        />
        <Select
          id="module-lead"
          label={t('modules.fields.lead')}
          searchable
          options={[{ value: NO_LEAD, label: t('modules.fields.no_lead') }, ...personOptions]}
          value={draft.lead_id}
          onChange={(lead) => set('lead_id', lead)}
        />
      </div>
      <Select
        id="module-members"
        label={t('modules.fields.members')}
        placeholder={t('modules.fields.members_placeholder')}
        searchable
        multiple
        options={personOptions}
        value={draft.member_ids}
        onChange={(ids) => set('member_ids', ids)}
      />
    </FormModal>
  );
}
