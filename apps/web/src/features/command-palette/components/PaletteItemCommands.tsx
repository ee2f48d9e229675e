import { Command } from 'cmdk';
import { useT } from '@cairn/i18n';
import { PRIORITIES, ROLE, type WorkItemUpdate } from '@cairn/types';
import { selectProjectRole, selectWorkItem, selectWorkItemIdentifier, useAppStore, useStoreApi } from '@cairn/state';
import { CheckIcon } from '@cairn/ui-kit';
import type { CurrentItem } from '../../../shared/current-item';
import { useProjectOptions } from '../../work-items';
import { commandMatches } from '../hooks/palette-commands';

/** The nested pages of the open item's commands. */
export type ItemPage = 'state' | 'priority' | 'assignee';

/** Whether the caller may change the open item (project members and admins). */
export function useCanEditItem(item: CurrentItem | undefined): boolean {
  const role = useAppStore((s) => (item ? selectProjectRole(s, item.projectId) : undefined));
  const record = useAppStore((s) => (item ? selectWorkItem(s, item.itemId) : undefined));
  return item !== undefined && record !== undefined && role !== undefined && role >= ROLE.MEMBER;
}

/** "Change state / priority / assignees" of the open work item (each opens its page). */
export function OpenItemGroup(props: { item: CurrentItem; text: string; onPage: (page: ItemPage) => void }) {
  const { t } = useT();
  const identifier = useAppStore((s) => selectWorkItemIdentifier(s, props.item.itemId));
  const entries: Array<{ page: ItemPage; label: string }> = [
    { page: 'state', label: t('command_palette.change_state') },
    { page: 'priority', label: t('command_palette.change_priority') },
    { page: 'assignee', label: t('command_palette.change_assignee') },
  ];
  const shown = entries.filter((e) => commandMatches(e.label, [e.page, identifier ?? ''], props.text));
  if (shown.length === 0) return null;
  return (
    <Command.Group heading={t('command_palette.group_open_item', { key: identifier ?? '' })}>
      {shown.map((e) => (
        <Command.Item key={e.page} value={`item:${e.page}`} onSelect={() => props.onPage(e.page)} className="cw-palette__item">
          <span className="cw-palette__label">{e.label}</span>
        </Command.Item>
      ))}
    </Command.Group>
  );
}

/** One page of choices for the open item; choosing applies it through the store (optimistic, rolled back on failure). */
export function ItemChoicePage(props: { item: CurrentItem; page: ItemPage; text: string; onDone: () => void }) {
  const { t } = useT();
  const { slug, projectId, itemId } = props.item;
  const storeApi = useStoreApi();
  const record = useAppStore((s) => selectWorkItem(s, itemId));
  const options = useProjectOptions(slug, projectId);
  if (!record) return null;
  const apply = (data: WorkItemUpdate, close = true) => {
    // The store shows the failure's toast and rolls the change back; the palette has nothing more to do.
    void storeApi.getState().updateWorkItem(slug, projectId, itemId, data).catch(() => undefined);
    if (close) props.onDone();
  };
  let choices: Array<{ id: string; label: string; selected: boolean; color?: string; run: () => void }> = [];
  let heading = '';
  if (props.page === 'state') {
    heading = t('command_palette.state_page');
    choices = options.states.map((s) => ({ id: s.id, label: s.name, color: s.color, selected: record.state_id === s.id, run: () => apply({ state_id: s.id }) }));
  } else if (props.page === 'priority') {
    heading = t('command_palette.priority_page');
    choices = PRIORITIES.map((p) => ({ id: p, label: t(`command_palette.priority_${p}`), selected: record.priority === p, run: () => apply({ priority: p }) }));
  } else {
    heading = t('command_palette.assignee_page');
    choices = options.people.map((p) => {
      const assigned = record.assignee_ids.includes(p.id);
      const next = assigned ? record.assignee_ids.filter((id) => id !== p.id) : [...record.assignee_ids, p.id];
      // Assignees toggle one by one: the page stays open to pick several.
      return { id: p.id, label: p.name, selected: assigned, run: () => apply({ assignee_ids: next }, false) };
    });
  }
  const shown = choices.filter((c) => commandMatches(c.label, undefined, props.text));
  const mark = props.page === 'assignee' ? t('command_palette.assigned') : t('command_palette.current');
  return (
    <Command.Group heading={heading}>
      {shown.map((c) => (
        <Command.Item key={c.id} value={`${props.page}:${c.id}`} onSelect={c.run} className="cw-palette__item" aria-current={c.selected || undefined}>
          {c.color ? <span className="cw-wi-state__dot" style={{ background: c.color }} aria-hidden="true" /> : null}
          <span className="cw-palette__label">{c.label}</span>
          {c.selected ? (
            <span className="cw-palette__hint">
              <CheckIcon size={14} aria-hidden="true" />
              <span className="ck-visually-hidden">{mark}</span>
            </span>
          ) : null}
        </Command.Item>
      ))}
    </Command.Group>
  );
}
