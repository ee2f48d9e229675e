import { Menu } from '../overlay/menu';
import { cx } from '../internal/cx';

/** The emoji a reaction picker offers by default. */
export const REACTION_EMOJI = ['👍', '👎', '😄', '🎉', '😕', '❤️', '🚀', '👀'] as const;

/** One emoji's reactions: how many, and whether the current user is among them. */
export interface ReactionGroup {
  emoji: string;
  count: number;
  mine: boolean;
}

/** Props of ReactionBar. */
export interface ReactionBarProps {
  reactions: readonly ReactionGroup[];
  /** Accessible name of the group (e.g. "Reactions"). */
  label: string;
  /** Accessible name of one emoji's toggle (e.g. "👍 2 — react or take back"). */
  toggleLabel: (group: ReactionGroup) => string;
  /** Accessible name of the "+" picker. */
  addLabel: string;
  /** Read-only: the counts show, nothing toggles, no picker. */
  disabled?: boolean;
  /** The emoji the picker offers (REACTION_EMOJI by default). */
  emojis?: readonly string[];
  onToggle: (emoji: string) => void;
}

/** Emoji reactions of an item or a comment: each pill toggles the user's own; "+" picks another. */
export function ReactionBar({ reactions, label, toggleLabel, addLabel, disabled, emojis = REACTION_EMOJI, onToggle }: ReactionBarProps) {
  return (
    <div className="ck-reactions" role="group" aria-label={label}>
      {reactions.map((g) => (
        <button
          key={g.emoji}
          type="button"
          className={cx('ck-reaction', g.mine && 'ck-reaction--mine')}
          aria-pressed={g.mine}
          aria-label={toggleLabel(g)}
          disabled={disabled}
          onClick={() => onToggle(g.emoji)}
        >
          <span aria-hidden="true">{g.emoji}</span> {g.count}
        </button>
      ))}
      {disabled ? null : (
        <Menu
          trigger={<span aria-hidden="true">☺+</span>}
          triggerLabel={addLabel}
          triggerClassName="ck-reaction"
          items={emojis.map((emoji) => ({ id: emoji, label: emoji, onClick: () => onToggle(emoji) }))}
        />
      )}
    </div>
  );
}
