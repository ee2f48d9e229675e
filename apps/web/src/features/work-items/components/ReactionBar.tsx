import { useT } from '@cairn/i18n';
import type { Reaction } from '@cairn/types';
import { REACTION_EMOJI, ReactionBar as KitReactionBar, type ReactionGroup } from '@cairn/ui-kit';

/** The emoji a reaction picker offers (the kit's set). */
export { REACTION_EMOJI };

/** Reactions grouped by emoji (first seen first) with whether the current user is among them. */
export function groupReactions(reactions: readonly Reaction[], userId: string | undefined): ReactionGroup[] {
  const groups = new Map<string, ReactionGroup>();
  for (const r of reactions) {
    const g = groups.get(r.reaction) ?? { emoji: r.reaction, count: 0, mine: false };
    g.count += 1;
    g.mine ||= r.actor === userId;
    groups.set(r.reaction, g);
  }
  return [...groups.values()];
}

/** Emoji reactions of a work item or a comment: each toggles the user's own; "+" adds another (the kit's ReactionBar). */
export function ReactionBar(props: { reactions: readonly Reaction[]; userId: string | undefined; label: string; disabled?: boolean; onToggle: (emoji: string) => void }) {
  const { t } = useT();
  return (
    <KitReactionBar
      reactions={groupReactions(props.reactions, props.userId)}
      label={props.label}
      toggleLabel={(g) => t('work_items.reactions.toggle', { emoji: g.emoji, count: g.count })}
      addLabel={t('work_items.reactions.add')}
      disabled={props.disabled}
      onToggle={props.onToggle}
    />
  );
}
