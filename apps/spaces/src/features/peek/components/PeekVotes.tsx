import { useT } from '@cairn/i18n';
import type { PublicVoteSummary } from '@cairn/types';
import { cx } from './cx';

function Arrow({ down = false }: { down?: boolean }) {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d={down ? 'M6 10L2 5h8z' : 'M6 2l4 5H2z'} fill="currentColor" />
    </svg>
  );
}

/**
 * ▲ up ▼ down with the caller's vote highlighted. Signed in: two toggles (pressing one's own vote takes it back);
 * signed out (`onVote` absent): the counts only.
 */
export function PeekVotes({ votes, onVote }: { votes: PublicVoteSummary; onVote?: (vote: 1 | -1 | 0) => void }) {
  const { t } = useT();
  if (!onVote) {
    return (
      <div className="cs-peek-votes" role="group" aria-label={t('spaces_item.votes.group')}>
        <span className="cs-peek-vote cs-peek-vote--static"><Arrow /> {t('spaces_item.votes.up_count', { count: votes.up })}</span>
        <span className="cs-peek-vote cs-peek-vote--static"><Arrow down /> {t('spaces_item.votes.down_count', { count: votes.down })}</span>
      </div>
    );
  }
  return (
    <div className="cs-peek-votes" role="group" aria-label={t('spaces_item.votes.group')}>
      <button
        type="button"
        className={cx('cs-peek-vote', votes.mine === 1 && 'cs-peek-vote--mine')}
        aria-pressed={votes.mine === 1}
        aria-label={t('spaces_item.votes.up', { count: votes.up })}
        onClick={() => onVote(votes.mine === 1 ? 0 : 1)}
      >
        <Arrow /> {votes.up}
      </button>
      <button
        type="button"
        className={cx('cs-peek-vote', votes.mine === -1 && 'cs-peek-vote--mine')}
        aria-pressed={votes.mine === -1}
        aria-label={t('spaces_item.votes.down', { count: votes.down })}
        onClick={() => onVote(votes.mine === -1 ? 0 : -1)}
      >
        <Arrow down /> {votes.down}
      </button>
    </div>
  );
}
