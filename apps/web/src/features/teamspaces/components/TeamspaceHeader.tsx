import { Link } from 'react-router';
import { useT } from '@cairn/i18n';
import { selectTeamspace, useAppStore } from '@cairn/state';
import { Avatar, AvatarGroup } from '@cairn/ui-kit';
import { ProjectLogo, projectPath } from '../../projects';
import { useWorkspacePeople, type TeamPerson } from '../hooks/use-workspace-people';

/** The team's summary over its tabs: description, lead, member avatars and its projects (links). */
export function TeamspaceHeader(props: { slug: string; teamspaceId: string }) {
  const { t } = useT();
  const team = useAppStore((s) => selectTeamspace(s, props.teamspaceId));
  const projectsById = useAppStore((s) => s.projectsById);
  const { byId } = useWorkspacePeople(props.slug);
  if (!team) return null;
  const lead = team.lead ? byId.get(team.lead) : undefined;
  const members = team.member_ids.map((id) => byId.get(id)).filter((p): p is TeamPerson => p !== undefined);
  const projects = team.project_ids.map((id) => projectsById[id]).filter((p) => p !== undefined);
  return (
    <div className="cw-team-header">
      {team.description ? <p className="cw-team-header__description">{team.description}</p> : null}
      <dl className="cw-team-header__facts">
        <div className="cw-team-header__fact">
          <dt>{t('teamspaces.fields.lead')}</dt>
          <dd>
            {lead ? (
              <span className="cw-team-header__person"><Avatar name={lead.name} colorSeed={lead.id} src={lead.src} size="sm" />{lead.name}</span>
            ) : t('teamspaces.no_lead')}
          </dd>
        </div>
        <div className="cw-team-header__fact">
          <dt>{t('teamspaces.fields.members')}</dt>
          <dd aria-label={t('teamspaces.members_count', { count: team.member_ids.length })}>
            {members.length > 0 ? <AvatarGroup users={members} size="sm" max={6} /> : t('teamspaces.members_count', { count: team.member_ids.length })}
          </dd>
        </div>
        <div className="cw-team-header__fact cw-team-header__fact--wide">
          <dt>{t('teamspaces.fields.projects')}</dt>
          <dd>
            {projects.length === 0 ? t('teamspaces.no_projects') : (
              <ul className="cw-team-header__projects">
                {projects.map((p) => (
                  <li key={p.id}>
                    <Link to={projectPath(props.slug, p.id)} className="cw-team-header__project"><ProjectLogo project={p} size="sm" />{p.name}</Link>
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
    </div>
  );
}
