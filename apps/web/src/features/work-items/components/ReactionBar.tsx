import { useT } from '@cairn/i18n';
import type { Reaction } from '@cairn/types';
import { Menu } from '@cairn/ui-kit';
import './work-item-detail.css';

/** The emoji a reaction picker offers. */
export const REACTION_EMOJI = ['👍', '👎', '😄', '🎉', '😕', '❤️', '🚀', '👀'] as const;

/** Reactions grouped by emoji (first seen first) with whether the current user is among them. */
export function groupReactions(reactions: readonly Reaction[], userId: string | undefined) {
  const groups = new Map<string, { emoji: string; count: number; mine: boolean }>();
  for (const r of reactions) {
    const g = groups.get(r.reaction) ?? { emoji: r.reaction, count: 0, mine: false };
    g.count += 1;
    g.mine ||= r.actor === userId;
    groups.set(r.reaction, g);
  }
  return [...groups.values()];
}

/** Emoji reactions of a work item or a comment: each toggles the user's own; "+" adds another. */
export function ReactionBar(props: { reactions: readonly Reaction[]; userId: string | undefined; label: string; disabled?: boolean; onToggle: (emoji: string) => void }) {
  const { t } = useT();
  const groups = groupReactions(props.reactions, props.userId);
  return (
    <div className="cw-wi-reactions" role="group" aria-label={props.label}>
      {groups.map((g) => (
        <button
          key={g.emoji}
          type="button"
          className={g.mine ? 'cw-wi-reaction cw-wi-reaction--mine' : 'cw-wi-reaction'}
          aria-pressed={g.mine}
          aria-label={t('work_items.reactions.toggle', { emoji: g.emoji, count: g.count })}
          disabled={props.disabled}
          onClick={() => props.onToggle(g.emoji)}
        >
          <span aria-hidden="true">{g.emoji}</span> {g.count}
        </button>
      ))}
      {props.disabled ? null : (
        <Menu
          trigger={<span aria-hidden="true">☺+</span>}
          triggerLabel={t('work_items.reactions.add')}
          triggerClassName="cw-wi-reaction"
          items={REACTION_EMOJI.map((emoji) => ({ id: emoji, label: emoji, onClick: () => props.onToggle(emoji) }))}
        />
      )}
    </div>
  );
}
