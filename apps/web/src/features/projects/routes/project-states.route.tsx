import { useEffect, useState } from 'react';
import { DEFAULT_STATES, STATE_GROUPS, type State, type StateGroup } from '@cairn/types';
import { useT } from '@cairn/i18n';
import { canEditProjectSettingsTab, selectProjectStatesByGroup, selectStatesStatus, useAppStore, useStoreApi } from '@cairn/state';
import { Badge, ChevronDownIcon, ChevronUpIcon, IconButton, Menu, MoreHorizontalIcon, PlusIcon, Spinner } from '@cairn/ui-kit';
import { SettingsSection } from '../../settings';
import { NameColorForm } from '../components/NameColorForm';
import { useProjectSettings } from '../hooks/use-project';
import '../../../app/styles/project-settings.css';

type Editing = { kind: 'add'; group: StateGroup } | { kind: 'edit'; stateId: string } | null;

const GROUP_COLOR = Object.fromEntries(DEFAULT_STATES.map((s) => [s.group, s.color])) as Record<StateGroup, string>;

/** Settings → States: the five groups with their states; add, rename/recolour, delete, mark default, reorder within a group. */
export function ProjectStatesRoute() {
  const { t } = useT();
  const storeApi = useStoreApi();
  const ctx = useProjectSettings();
  const slug = ctx?.slug ?? '';
  const projectId = ctx?.projectId ?? '';
  const groups = useAppStore((s) => selectProjectStatesByGroup(s, projectId));
  const status = useAppStore((s) => selectStatesStatus(s, projectId));
  const createState = useAppStore((s) => s.createState);
  const updateState = useAppStore((s) => s.updateState);
  const deleteState = useAppStore((s) => s.deleteState);
  const markDefaultState = useAppStore((s) => s.markDefaultState);
  const moveState = useAppStore((s) => s.moveState);
  const [editing, setEditing] = useState<Editing>(null);
  useEffect(() => {
    if (projectId) void storeApi.getState().loadProjectStates(slug, projectId);
  }, [storeApi, slug, projectId]);
  if (!ctx) return null;
  const canEdit = canEditProjectSettingsTab(ctx.role, 'states');
  const quiet = (p: Promise<unknown>) => void p.catch(() => undefined);

  const row = (state: State, index: number, list: readonly State[]) => {
    if (editing?.kind === 'edit' && editing.stateId === state.id) {
      return (
        <li key={state.id}>
          <NameColorForm
            idPrefix={`state-${state.id}`}
            initialName={state.name}
            initialColor={state.color}
            nameLabel={t('projects.states.name')}
            submitLabel={t('common.save')}
            onSubmit={async (name, color) => {
              await updateState(slug, projectId, state.id, { name, color });
              setEditing(null);
            }}
            onCancel={() => setEditing(null)}
          />
        </li>
      );
    }
    const up = () => quiet(moveState(slug, projectId, state.id, { beforeId: list[index - 2]?.id ?? null, afterId: list[index - 1].id }));
    const down = () => quiet(moveState(slug, projectId, state.id, { beforeId: list[index + 1].id, afterId: list[index + 2]?.id ?? null }));
    return (
      <li key={state.id} className="cw-item-row" aria-label={state.name}>
        <span className="cw-item-row__name">
          <span className="cw-swatch" style={{ background: state.color }} aria-hidden="true" />
          <span>{state.name}</span>
          {state.default ? <Badge size="sm" variant="primary">{t('projects.states.default')}</Badge> : null}
        </span>
        {canEdit ? (
          <span className="cw-item-row__actions">
            {list.length > 1 ? (
              <>
                <IconButton size="sm" icon={<ChevronUpIcon size={14} />} aria-label={t('projects.states.move_up', { name: state.name })} disabled={index === 0} onClick={up} />
                <IconButton size="sm" icon={<ChevronDownIcon size={14} />} aria-label={t('projects.states.move_down', { name: state.name })} disabled={index === list.length - 1} onClick={down} />
              </>
            ) : null}
            <Menu
              align="end"
              trigger={<MoreHorizontalIcon size={16} />}
              triggerLabel={t('projects.states.actions', { name: state.name })}
              items={[
                { id: 'edit', label: t('common.edit'), onClick: () => setEditing({ kind: 'edit', stateId: state.id }) },
                { id: 'default', label: t('projects.states.mark_default'), disabled: state.default, onClick: () => quiet(markDefaultState(slug, projectId, state.id)) },
                { id: 'delete', label: t('common.delete'), danger: true, disabled: state.default, onClick: () => quiet(deleteState(slug, projectId, state.id)) },
              ]}
            />
          </span>
        ) : null}
      </li>
    );
  };

  return (
    <SettingsSection title={t('projects.settings.tabs.states')} description={t('projects.states.subtitle')}>
      {status === 'loading' && STATE_GROUPS.every((g) => groups[g].length === 0) ? (
        <div className="cw-center-pad">
          <Spinner />
        </div>
      ) : (
        <div>
          {STATE_GROUPS.map((group) => (
            <section key={group} className="cw-state-group" aria-label={t(`projects.states.groups.${group}`)}>
              <div className="cw-state-group__head">
                <span>{t(`projects.states.groups.${group}`)}</span>
                {canEdit ? (
                  <IconButton size="sm" icon={<PlusIcon size={14} />} aria-label={t('projects.states.add_to', { group: t(`projects.states.groups.${group}`) })} onClick={() => setEditing({ kind: 'add', group })} />
                ) : null}
              </div>
              <ul className="cw-item-list">{groups[group].map((state, i, list) => row(state, i, list))}</ul>
              {editing?.kind === 'add' && editing.group === group ? (
                <NameColorForm
                  idPrefix={`state-new-${group}`}
                  initialColor={GROUP_COLOR[group]}
                  nameLabel={t('projects.states.name')}
                  submitLabel={t('common.add')}
                  onSubmit={async (name, color) => {
                    await createState(slug, projectId, { name, color, group });
                    setEditing(null);
                  }}
                  onCancel={() => setEditing(null)}
                />
              ) : null}
            </section>
          ))}
        </div>
      )}
    </SettingsSection>
  );
}
