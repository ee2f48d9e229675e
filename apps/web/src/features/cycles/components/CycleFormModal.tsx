import { useEffect, useState, type FormEvent } from 'react';
import { PLANNING_ERROR_CODE, type CycleCreate } from '@cairn/types';
import { isApiError } from '@cairn/services';
import { useT } from '@cairn/i18n';
import { selectProjectMembers, useAppStore, type CycleRecord } from '@cairn/state';
import { Input, Select } from '@cairn/ui-kit';
import { TextArea } from '../../../shared/components/TextArea';
import { memberName } from '../../../shared/member-name';
import { useServices } from '../../../app/services-context';
import { FormModal } from '../../../shared/components/FormModal';

const NO_OWNER = '';

/** What the form holds. */
interface Draft {
  name: string;
  description: string;
  start: string;
  end: string;
  owner: string;
}

const draftOf = (cycle: CycleRecord | undefined, userId: string | undefined): Draft => ({
  name: cycle?.name ?? '',
  description: cycle?.description ?? '',
  start: cycle?.start_date ?? '',
  end: cycle?.end_date ?? '',
  owner: cycle ? (cycle.owned_by_id ?? NO_OWNER) : (userId ?? NO_OWNER),
});

/**
 * Create or edit a cycle: name, description, start and end dates (both or neither: a draft), owner. On submit the dates
 * are checked against the project's other cycles (date-check/); an overlap is shown on the dates, nothing is saved.
 */
export function CycleFormModal(props: { slug: string; projectId: string; open: boolean; cycle?: CycleRecord; onClose: () => void; onSaved?: (cycle: { id: string }) => void }) {
  const { t } = useT();
  const services = useServices();
  const userId = useAppStore((s) => s.currentUser?.id);
  const members = useAppStore((s) => selectProjectMembers(s, props.projectId));
  const createCycle = useAppStore((s) => s.createCycle);
  const updateCycle = useAppStore((s) => s.updateCycle);
  const reportError = useAppStore((s) => s.reportError);
  const [draft, setDraft] = useState<Draft>(() => draftOf(props.cycle, userId));
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [overlap, setOverlap] = useState(false);
  const editing = props.cycle !== undefined;

  // A fresh form each time the dialog opens (for another cycle, or a new one).
  useEffect(() => {
    if (!props.open) return;
    setDraft(draftOf(props.cycle, userId));
    setSubmitted(false);
    setOverlap(false);
  }, [props.open, props.cycle, userId]);

  const set = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    if (patch.start !== undefined || patch.end !== undefined) setOverlap(false);
  };
  const nameError = submitted && !draft.name.trim() ? t('cycles.form.name_required') : undefined;
  const oneDate = Boolean(draft.start) !== Boolean(draft.end);
  const order = draft.start && draft.end && draft.start > draft.end;
  const datesError = overlap
    ? t('cycles.form.dates_overlap')
    : submitted && oneDate ? t('cycles.form.dates_both') : order ? t('cycles.form.dates_order') : undefined;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (!draft.name.trim() || oneDate || order) return;
    setSaving(true);
    try {
      if (draft.start && draft.end) {
        const check = { start_date: draft.start, end_date: draft.end, ...(props.cycle ? { cycle_id: props.cycle.id } : {}) };
        const free = await services.cycles.checkDates(props.slug, props.projectId, check).catch((error: unknown) => {
          reportError(error);
          throw error;
        });
        if (!free) {
          setOverlap(true);
          return;
        }
      }
      const body: Omit<CycleCreate, 'id'> = {
        name: draft.name.trim(), description: draft.description.trim(), start_date: draft.start || null, end_date: draft.end || null,
        owned_by_id: draft.owner || null,
      };
      const saved = props.cycle ? await updateCycle(props.slug, props.projectId, props.cycle.id, body) : await createCycle(props.slug, props.projectId, body);
      props.onSaved?.(saved);
      props.onClose();
    } catch (error) {
      // The store showed the failure; an overlap found by the save itself is marked on the dates too.
      if (isApiError(error) && error.error_code === PLANNING_ERROR_CODE.CYCLE_DATES_OVERLAP) setOverlap(true);
    } finally {
      setSaving(false);
    }
  };

  const owners = [
    { value: NO_OWNER, label: t('cycles.form.no_owner') },
    ...members.map((m) => ({ value: m.member.id, label: memberName(m.member) })),
  ];
  return (
    <FormModal
      open={props.open}
      onClose={props.onClose}
      title={t(editing ? 'cycles.form.edit_title' : 'cycles.form.create_title')}
      description={t('cycles.form.subtitle')}
      formId="cycle-form"
      formClassName="cw-cycle-form"
      submitLabel={t(editing ? 'common.save_changes' : 'cycles.form.create_submit')}
      saving={saving}
      onSubmit={(e) => void submit(e)}
    >
      <Input
        id="cycle-name"
        label={t('cycles.fields.name')}
        placeholder={t('cycles.fields.name_placeholder')}
        required
        maxLength={255}
        autoComplete="off"
        value={draft.name}
        error={nameError}
        onChange={(e) => set({ name: e.target.value })}
      />
      <TextArea id="cycle-description" label={t('cycles.fields.description')} placeholder={t('cycles.fields.description_placeholder')} value={draft.description} maxLength={10000} onChange={(description) => set({ description })} />
      <div className="cw-cycle-form__dates" role="group" aria-label={t('cycles.fields.dates')}>
        <Input id="cycle-start" type="date" label={t('cycles.fields.start_date')} value={draft.start} max={draft.end || undefined} aria-invalid={datesError ? true : undefined} onChange={(e) => set({ start: e.target.value })} />
        <Input id="cycle-end" type="date" label={t('cycles.fields.end_date')} value={draft.end} min={draft.start || undefined} aria-invalid={datesError ? true : undefined} onChange={(e) => set({ end: e.target.value })} />
      </div>
      {datesError ? (
        <p className="cw-cycle-form__error" role="alert">
          {datesError}
        </p>
      ) : (
        <p className="cw-cycle-form__hint">{t('cycles.form.dates_hint')}</p>
      )}
      <Select label={t('cycles.fields.owner')} options={owners} value={draft.owner} onChange={(owner) => set({ owner })} searchable={members.length > 8} />
    </FormModal>
  );
}
