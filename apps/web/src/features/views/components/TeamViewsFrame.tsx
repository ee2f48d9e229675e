import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '@cairn/i18n';
import { selectTeamspace, useAppStore, useStoreApi } from '@cairn/state';
import { UsersIcon } from '@cairn/ui-kit';
import { AreaPage } from '../../../shared/components/AreaPage';
import { teamspacePath, teamspacesPath, TeamspaceTabs } from '../../teamspaces';
import { teamViewsPath } from '../paths';
import '../views.css';

/**
 * The frame of a team's view screens: "Teamspaces / Team / Views[ / View]" (links back), the team's tabs on its views
 * page, the screen's actions and the body. The team's record is read when the store lacks it (its name).
 */
export function TeamViewsFrame(props: { slug: string; teamspaceId: string; viewName?: string; withTabs?: boolean; actions?: ReactNode; children: ReactNode }) {
  const { t } = useT();
  const storeApi = useStoreApi();
  const { slug, teamspaceId } = props;
  const team = useAppStore((s) => selectTeamspace(s, teamspaceId));
  useEffect(() => {
    if (!slug || !teamspaceId || storeApi.getState().teamspacesById[teamspaceId]) return;
    void storeApi.getState().loadTeamspace(slug, teamspaceId);
  }, [storeApi, slug, teamspaceId]);
  const title = (
    <span className="cw-view-title">
      <Link className="cw-breadcrumb-link" to={teamspacesPath(slug)}>{t('views.team.teamspaces')}</Link>
      <span className="cw-breadcrumb-sep cw-breadcrumb-sep--root" aria-hidden="true">/</span>
      <Link className="cw-breadcrumb-link cw-view-title__team" to={teamspacePath(slug, teamspaceId)}>{team?.name ?? t('views.team.team')}</Link>
      <span className="cw-breadcrumb-sep" aria-hidden="true">/</span>
      {props.viewName !== undefined ? (
        <>
          <Link className="cw-breadcrumb-link" to={teamViewsPath(slug, teamspaceId)}>{t('views.title')}</Link>
          <span className="cw-breadcrumb-sep" aria-hidden="true">/</span>
          <span className="cw-view-title__name">{props.viewName}</span>
        </>
      ) : (
        <span className="cw-view-title__name">{t('views.title')}</span>
      )}
    </span>
  );
  return (
    <AreaPage title={title} icon={<UsersIcon size={18} />} actions={props.actions}>
      {props.withTabs ? <TeamspaceTabs slug={slug} teamspaceId={teamspaceId} active="views" /> : null}
      {props.children}
    </AreaPage>
  );
}
