import type { KeyboardEvent, ReactNode } from 'react';
import { useT } from '@cairn/i18n';
import type { PublicWorkItem } from '@cairn/types';
import { AvatarGroup, PriorityIcon, StateGroupIcon } from '@cairn/ui-kit';
import { useBoardLookups } from '../hooks/board-context';
import { formatDay } from './item-format';

/** "ROAD-12". */
export function itemKey(identifier: string, item: PublicWorkItem): string {
  return identifier ? `${identifier}-${item.sequence_id}` : String(item.sequence_id);
}

/** Enter or Space opens an item from a focused row or card. */
export function openOnKey(event: KeyboardEvent, open: () => void): void {
  if (event.target !== event.currentTarget) return;
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    open();
  }
}

/** Props a clickable row or card spreads: focusable, named, opens on click, Enter or Space. */
export function useOpenProps(item: PublicWorkItem) {
  const { t } = useT();
  const { identifier, openItem } = useBoardLookups();
  const open = () => openItem(item.id);
  return {
    role: 'button' as const,
    tabIndex: 0,
    'aria-label': t('spaces.board.open_item', { key: itemKey(identifier, item), name: item.name }),
    onClick: open,
    onKeyDown: (event: KeyboardEvent) => openOnKey(event, open),
  };
}

/** The item's key in the muted monospace style. */
export function ItemKey({ item }: { item: PublicWorkItem }) {
  const { identifier } = useBoardLookups();
  return <span className="cs-item-key">{itemKey(identifier, item)}</span>;
}

/** Priority icon with its name as accessible text. */
export function ItemPriority({ item, withText = false }: { item: PublicWorkItem; withText?: boolean }) {
  const { t } = useT();
  const name = t(`work_items.priority.${item.priority}`);
  return (
    <span className="cs-prop" title={name}>
      <PriorityIcon priority={item.priority} title={withText ? undefined : name} />
      {withText ? <span>{name}</span> : null}
    </span>
  );
}

/** The item's state: group icon in the state's colour and its name. */
export function ItemState({ item, withText = true }: { item: PublicWorkItem; withText?: boolean }) {
  const { t } = useT();
  const { statesById } = useBoardLookups();
  const state = item.state_id ? statesById[item.state_id] : undefined;
  const name = state?.name ?? t('spaces.board.no_state');
  return (
    <span className="cs-prop" title={name}>
      <StateGroupIcon group={state?.group ?? 'backlog'} color={state?.color} title={withText ? undefined : name} />
      {withText ? <span className="cs-prop__text">{name}</span> : null}
    </span>
  );
}

/** Label chips with their colour dots (the first `max`, then "+N"). */
export function ItemLabels({ item, max = 3 }: { item: PublicWorkItem; max?: number }) {
  const { labelsById } = useBoardLookups();
  const labels = item.label_ids.map((id) => labelsById[id]).filter((l) => l !== undefined);
  if (labels.length === 0) return null;
  const rest = labels.length - max;
  return (
    <span className="cs-labels">
      {labels.slice(0, max).map((label) => (
        <span key={label.id} className="cs-label">
          <span className="cs-dot" style={{ background: label.color }} aria-hidden="true" />
          {label.name}
        </span>
      ))}
      {rest > 0 ? <span className="cs-label">+{rest}</span> : null}
    </span>
  );
}

/** Assignees' avatars (names only; the public sees no emails). */
export function ItemAssignees({ item }: { item: PublicWorkItem }) {
  const { membersById } = useBoardLookups();
  const users = item.assignee_ids.map((id) => membersById[id]).filter((m) => m !== undefined)
    .map((m) => ({ id: m.id, name: m.display_name, src: m.avatar_url }));
  if (users.length === 0) return null;
  return <AvatarGroup users={users} size="xs" max={3} />;
}

/** The target date ("Due Jan 20"). */
export function ItemDue({ item }: { item: PublicWorkItem }) {
  const { t, locale: language } = useT();
  if (!item.target_date) return null;
  return <span className="cs-prop cs-muted">{t('spaces.board.due', { date: formatDay(item.target_date, language) })}</span>;
}

/** The vote count (up − down) when the board takes votes. */
export function ItemVotes({ item }: { item: PublicWorkItem }) {
  const { t } = useT();
  const { votesShown } = useBoardLookups();
  if (!votesShown) return null;
  const score = item.votes.up - item.votes.down;
  const text = t('spaces.board.votes', { up: item.votes.up, down: item.votes.down });
  return (
    <span className="cs-votes" title={text}>
      <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false"><path d="M6 2l4 5H2z" fill="currentColor" /></svg>
      <span aria-hidden="true">{score}</span>
      <span className="cs-sr-only">{text}</span>
    </span>
  );
}

/** The properties line every layout shows under or beside the name. */
export function ItemPropertyLine({ item, children }: { item: PublicWorkItem; children?: ReactNode }) {
  return (
    <span className="cs-props">
      <ItemPriority item={item} />
      <ItemState item={item} />
      <ItemLabels item={item} />
      <ItemDue item={item} />
      <ItemAssignees item={item} />
      <ItemVotes item={item} />
      {children}
    </span>
  );
}
