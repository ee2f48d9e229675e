import { useEffect } from 'react';
import { useT } from '@cairn/i18n';
import { selectWorkItemVotes, useAppStore, useStoreApi } from '@cairn/state';
import { Avatar } from '@cairn/ui-kit';
import { Popover } from '../../../shared/components/Popover';
import '../publishing.css';

/**
 * Votes cast on the item from a public board, as "▲ 3 ▼ 1" (hidden while there are none); the button opens who voted.
 * Loaded when shown; live 'vote' events read them again.
 */
export function WorkItemVotes(props: { slug: string; projectId: string; itemId: string }) {
  const { t } = useT();
  const storeApi = useStoreApi();
  const { slug, projectId, itemId } = props;
  const votes = useAppStore((s) => selectWorkItemVotes(s, itemId));
  useEffect(() => {
    void storeApi.getState().loadWorkItemVotes(slug, projectId, itemId);
  }, [storeApi, slug, projectId, itemId]);
  if (!votes || votes.up + votes.down === 0) return null;
  const summary = t('publishing.votes.summary', { up: votes.up, down: votes.down });
  return (
    <div className="cw-wi-votes" role="group" aria-label={`${t('publishing.votes.label')}: ${summary}`}>
      <Popover label={`▲ ${votes.up}  ▼ ${votes.down}`} panelLabel={t('publishing.votes.voters_title')} className="cw-wi-votes__pop">
        <div className="cw-wi-votes__panel">
          <h3 className="cw-wi-votes__title">{t('publishing.votes.voters_title')}</h3>
          <ul className="cw-wi-votes__list">
            {votes.voters.map((voter) => (
              <li key={voter.id} className="cw-wi-votes__voter">
                <span className={voter.vote > 0 ? 'cw-wi-votes__mark cw-wi-votes__mark--up' : 'cw-wi-votes__mark cw-wi-votes__mark--down'} aria-label={t(voter.vote > 0 ? 'publishing.votes.up' : 'publishing.votes.down')} role="img">
                  {voter.vote > 0 ? '▲' : '▼'}
                </span>
                <Avatar size="xs" name={voter.display_name} colorSeed={voter.id} src={voter.avatar_url ?? undefined} />
                <span className="cw-wi-votes__name">{voter.display_name}</span>
              </li>
            ))}
          </ul>
        </div>
      </Popover>
    </div>
  );
}
