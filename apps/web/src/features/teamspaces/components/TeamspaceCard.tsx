import { Link } from 'react-router';
import { useT } from '@cairn/i18n';
import type { Teamspace } from '@cairn/types';
import { AvatarGroup, Badge, UsersIcon } from '@cairn/ui-kit';
import type { TeamPerson } from '../hooks/use-workspace-people';
import { teamspacePath } from '../paths';

/** One team in the teamspaces list: name (link), description, lead, member avatars and the count of projects. */
export function TeamspaceCard(props: { slug: string; team: Teamspace; people: ReadonlyMap<string, TeamPerson>; mine: boolean }) {
  const { t } = useT();
  const { team } = props;
  const members = team.member_ids.map((id) => props.people.get(id)).filter((p): p is TeamPerson => p !== undefined);
  const lead = team.lead ? props.people.get(team.lead) : undefined;
  return (
    <li className="cw-team-card">
      <span className="cw-team-card__icon" aria-hidden="true"><UsersIcon size={16} /></span>
      <div className="cw-team-card__main">
        <Link className="cw-team-card__name" to={teamspacePath(props.slug, team.id)}>{team.name}</Link>
        {team.description ? <p className="cw-team-card__description">{team.description}</p> : null}
        <div className="cw-team-card__meta">
          {lead ? <span>{t('teamspaces.lead_named', { name: lead.name })}</span> : null}
          <span>{t('teamspaces.projects_count', { count: team.project_ids.length })}</span>
          {props.mine ? <Badge size="sm">{t('teamspaces.joined')}</Badge> : null}
        </div>
      </div>
      <div className="cw-team-card__people" aria-label={t('teamspaces.members_count', { count: team.member_ids.length })}>
        <AvatarGroup users={members} size="sm" max={4} />
      </div>
    </li>
  );
}
