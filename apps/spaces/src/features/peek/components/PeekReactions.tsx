import { useT } from '@cairn/i18n';
import type { PublicReactionCount } from '@cairn/types';
import { ReactionBar } from '@cairn/ui-kit';

/** The kit's ReactionBar over public counts; read-only (counts only) when `onToggle` is absent (signed out). */
export function PeekReactions({ reactions, label, onToggle }: { reactions: readonly PublicReactionCount[]; label: string; onToggle?: (emoji: string) => void }) {
  const { t } = useT();
  if (!onToggle && reactions.length === 0) return null;
  return (
    <ReactionBar
      reactions={reactions.map((r) => ({ emoji: r.reaction, count: r.count, mine: r.reacted }))}
      label={label}
      toggleLabel={(g) => t('spaces_item.reactions.toggle', { emoji: g.emoji, count: g.count })}
      addLabel={t('spaces_item.reactions.add')}
      disabled={!onToggle}
      onToggle={(emoji) => onToggle?.(emoji)}
    />
  );
}
