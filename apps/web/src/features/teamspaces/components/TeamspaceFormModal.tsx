import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useT } from '@cairn/i18n';
import type { Teamspace } from '@cairn/types';
import { selectProjects, useAppStore, useStoreApi } from '@cairn/state';
import { Input, Select } from '@cairn/ui-kit';
import { TextArea } from '../../../shared/components/TextArea';
import { useWorkspacePeople } from '../hooks/use-workspace-people';
import { FormModal } from '../../../shared/components/FormModal';

const NO_LEAD = '';

/** What the form holds. */
interface Draft {
  name: string;
  description: string;
  lead: string;
  members: string[];
  projects: string[];
}

const draftOf = (team: Teamspace | undefined, userId: string | undefined): Draft => ({
  name: team?.name ?? '',
  description: team?.description ?? '',
  lead: team?.lead ?? NO_LEAD,
  members: team ? [...team.member_ids] : userId ? [userId] : [],
  projects: team ? [...team.project_ids] : [],
});

const added = (next: string[], before: readonly string[]) => next.filter((id) => !before.includes(id));

/**
 * Create or edit a teamspace: name, description, lead, members (workspace members) and projects. Workspace admins edit
 * everything; the lead (`canAdminister` false) only members and projects. Every write goes through the store
 * (optimistic; a failure is toasted there and the dialog stays open).
 */
export function TeamspaceFormModal(props: {
  slug: string;
  open: boolean;
  team?: Teamspace;
  canAdminister: boolean;
  onClose: () => void;
  onSaved?: (team: { id: string }) => void;
}) {
  const { t } = useT();
  const store = useStoreApi();
  const userId = useAppStore((s) => s.currentUser?.id);
  const { people } = useWorkspacePeople(props.slug);
  const projects = useAppStore((s) => selectProjects(s, props.slug));
  const [draft, setDraft] = useState<Draft>(() => draftOf(props.team, userId));
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const editing = props.team !== undefined;

  useEffect(() => {
    if (!props.open) return;
    setDraft(draftOf(props.team, userId));
    setSubmitted(false);
    // Only when the dialog opens (the team's live changes do not reset what is being typed).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.open]);

  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const nameError = submitted && !draft.name.trim() ? t('teamspaces.form.name_required') : undefined;
  const personOptions = useMemo(() => people.map((p) => ({ value: p.id, label: p.name })), [people]);
  const leadOptions = useMemo(() => [{ value: NO_LEAD, label: t('teamspaces.form.no_lead') }, ...personOptions], [personOptions, t]);
  const projectOptions = useMemo(() => projects.map((p) => ({ value: p.id, label: `${p.name} (${p.identifier})` })), [projects]);

  const saveEdit = async (team: Teamspace) => {
    const act = store.getState();
    if (props.canAdminister) {
      const patch = {
        ...(draft.name.trim() !== team.name ? { name: draft.name.trim() } : {}),
        ...(draft.description.trim() !== team.description ? { description: draft.description.trim() } : {}),
        ...((draft.lead || null) !== team.lead ? { lead: draft.lead || null } : {}),
      };
      if (Object.keys(patch).length > 0) await act.updateTeamspace(props.slug, team.id, patch);
    }
    const newMembers = added(draft.members, team.member_ids);
    if (newMembers.length > 0) await act.addTeamspaceMembers(props.slug, team.id, newMembers);
    for (const id of added([...team.member_ids], draft.members)) await act.removeTeamspaceMember(props.slug, team.id, id);
    const newProjects = added(draft.projects, team.project_ids);
    if (newProjects.length > 0) await act.addTeamspaceProjects(props.slug, team.id, newProjects);
    for (const id of added([...team.project_ids], draft.projects)) await act.removeTeamspaceProject(props.slug, team.id, id);
    return team;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (props.canAdminister && !draft.name.trim()) return;
    setSaving(true);
    try {
      const saved = props.team
        ? await saveEdit(props.team)
        : await store.getState().createTeamspace(props.slug, {
          name: draft.name.trim(), description: draft.description.trim(), lead: draft.lead || null, member_ids: draft.members, project_ids: draft.projects,
        });
      props.onSaved?.(saved);
      props.onClose();
    } catch {
      // The store showed why; the form keeps what was typed.
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormModal
      open={props.open}
      onClose={props.onClose}
      title={t(editing ? 'teamspaces.form.edit_title' : 'teamspaces.form.create_title')}
      description={t('teamspaces.form.subtitle')}
      formId="teamspace-form"
      formClassName="cw-team-form"
      submitLabel={t(editing ? 'teamspaces.form.save' : 'teamspaces.form.create_submit')}
      saving={saving}
      onSubmit={(e) => void submit(e)}
    >
      <Input
        id="teamspace-name"
        label={t('teamspaces.fields.name')}
        placeholder={t('teamspaces.fields.name_placeholder')}
        required
        maxLength={255}
        autoComplete="off"
        value={draft.name}
        error={nameError}
        disabled={!props.canAdminister}
        onChange={(e) => set({ name: e.target.value })}
      />
      <TextArea
        id="teamspace-description"
        label={t('teamspaces.fields.description')}
        placeholder={t('teamspaces.fields.description_placeholder')}
        value={draft.description}
        maxLength={10000}
        disabled={!props.canAdminister}
        onChange={(description) => set({ description })}
      />
      <Select
        label={t('teamspaces.fields.lead')}
        options={leadOptions}
        value={draft.lead}
        disabled={!props.canAdminister}
        searchable={people.length > 8}
        onChange={(lead) => set({ lead })}
      />
      <Select
        multiple
        label={t('teamspaces.fields.members')}
        placeholder={t('teamspaces.fields.members_placeholder')}
        options={personOptions}
        value={draft.members}
        searchable
        onChange={(members) => set({ members })}
      />
      <Select
        multiple
        label={t('teamspaces.fields.projects')}
        placeholder={t('teamspaces.fields.projects_placeholder')}
        options={projectOptions}
        value={draft.projects}
        searchable
        onChange={(projects) => set({ projects })}
      />
    </FormModal>
  );
}
