import { useNavigate, useParams } from 'react-router';
import { useT } from '@cairn/i18n';
import { Button, EmptyState } from '@cairn/ui-kit';
import { workspaceArea, type WorkspaceArea } from '../areas';
import { areaIcon } from '../components/area-icons';
import { AreaPage } from '../../../shared/components/AreaPage';

/** A workspace area filled by a later release: its title and an empty state saying what will be here. */
export function WorkspaceAreaRoute({ area }: { area: WorkspaceArea['key'] }) {
  const { t } = useT();
  const navigate = useNavigate();
  const { workspaceSlug = '' } = useParams();
  const info = workspaceArea(area);
  const needsProject = area !== 'projects' && area !== 'inbox' && area !== 'your_work' && area !== 'analytics';
  return (
    <AreaPage title={t(info.labelKey)} icon={areaIcon(area, 18)}>
      <EmptyState
        icon={areaIcon(area, 32)}
        title={t(`${info.emptyKey}.title`)}
        description={t(`${info.emptyKey}.description`)}
        action={
          needsProject ? (
            <Button variant="outline" onClick={() => navigate(`/${workspaceSlug}/${workspaceArea('projects').path}`)}>
              {t('sidebar.browse_projects')}
            </Button>
          ) : undefined
        }
      />
      <p className="cw-area__later">{t('workspace.areas.later_release')}</p>
    </AreaPage>
  );
}
