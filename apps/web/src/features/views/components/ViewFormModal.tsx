import { useEffect, useState, type FormEvent } from 'react';
import { useT } from '@cairn/i18n';
import type { ViewScope } from '@cairn/services';
import { ORGANISE_TEXT, type IssueView, type ViewAccess, type WorkItemDisplayFilters, type WorkItemDisplayProperties, type WorkItemFilters } from '@cairn/types';
import { useAppStore } from '@cairn/state';
import { Input } from '@cairn/ui-kit';
import { ChoiceGroup } from '../../../shared/components/ChoiceGroup';
import { TextArea } from '../../../shared/components/TextArea';
import { filterSummary } from '../hooks/filter-summary';
import { FormModal } from '../../../shared/components/FormModal';

/** The list settings a new view saves (the current list's filters and display settings). */
export interface ViewSettings {
  filters: WorkItemFilters;
  display_filters: WorkItemDisplayFilters;
  display_properties: WorkItemDisplayProperties;
}

interface Draft {
  name: string;
  description: string;
  access: ViewAccess;
}

const draftOf = (view: IssueView | undefined): Draft => ({ name: view?.name ?? '', description: view?.description ?? '', access: view?.access ?? 'public' });

/**
 * Create or edit a view: name (required), description, access (public or private) and a summary of the filters it
 * saves. A new view saves `settings` (the list it was made from); editing keeps the view's own filters.
 */
export function ViewFormModal(props: {
  slug: string;
  scope: ViewScope;
  open: boolean;
  view?: IssueView;
  settings?: ViewSettings;
  onClose: () => void;
  onSaved?: (view: IssueView) => void;
}) {
  const { t } = useT();
  const createView = useAppStore((s) => s.createView);
  const updateView = useAppStore((s) => s.updateView);
  const [draft, setDraft] = useState<Draft>(() => draftOf(props.view));
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const editing = props.view !== undefined;

  // A fresh form each time the dialog opens (for another view, or a new one).
  useEffect(() => {
    if (!props.open) return;
    setDraft(draftOf(props.view));
    setSubmitted(false);
  }, [props.open, props.view]);

  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const nameError = submitted && !draft.name.trim() ? ORGANISE_TEXT.viewNameRequired : undefined;
  const saved = props.view ?? props.settings;
  const summary = filterSummary(t, saved?.filters, saved?.display_filters);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (!draft.name.trim()) return;
    setSaving(true);
    try {
      const name = draft.name.trim();
      const description = draft.description.trim();
      const result = props.view
        ? await updateView(props.slug, props.scope, props.view.id, {
          name, description, ...(draft.access !== props.view.access ? { access: draft.access } : {}),
        })
        : await createView(props.slug, props.scope, { name, description, ...props.settings }, { access: draft.access });
      props.onSaved?.(result);
      props.onClose();
    } catch {
      // The store showed the failure and rolled back; the form stays open with what was typed.
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormModal
      open={props.open}
      onClose={props.onClose}
      title={t(editing ? 'views.form.edit_title' : 'views.form.create_title')}
      description={t(editing ? 'views.form.edit_subtitle' : 'views.form.create_subtitle')}
      formId="view-form"
      formClassName="cw-view-form"
      submitLabel={t(editing ? 'common.save_changes' : 'views.form.create_submit')}
      saving={saving}
      onSubmit={(e) => void submit(e)}
    >
      <Input
        id="view-name"
        label={t('views.fields.name')}
        placeholder={t('views.fields.name_placeholder')}
        required
        maxLength={255}
        autoComplete="off"
        value={draft.name}
        error={nameError}
        onChange={(e) => set({ name: e.target.value })}
      />
      <TextArea id="view-description" label={t('views.fields.description')} placeholder={t('views.fields.description_placeholder')} value={draft.description} maxLength={10000} onChange={(description) => set({ description })} />
      <ChoiceGroup<ViewAccess>
        label={t('views.fields.access')}
        options={[{ value: 'public', label: t('views.access.public') }, { value: 'private', label: t('views.access.private') }]}
        value={draft.access}
        onChange={(access) => set({ access })}
      />
      <p className="cw-view-form__hint">{t(draft.access === 'private' ? 'views.access.private_hint' : 'views.access.public_hint')}</p>
      <section className="cw-view-form__summary" aria-label={t('views.summary.label')}>
        <h3 className="cw-view-form__summary-title">{t('views.summary.label')}</h3>
        {summary.length > 0 ? (
          <ul className="cw-view-summary">
            {summary.map((part) => <li key={part}>{part}</li>)}
          </ul>
        ) : (
          <p className="cw-view-form__hint">{t('views.summary.none')}</p>
        )}
        {editing ? <p className="cw-view-form__hint">{t('views.summary.edit_hint')}</p> : null}
      </section>
    </FormModal>
  );
}
