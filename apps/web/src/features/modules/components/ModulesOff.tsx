import { useNavigate } from 'react-router';
import { ROLE, type Role } from '@cairn/types';
import { useT } from '@cairn/i18n';
import { Button, EmptyState, ModuleIcon } from '@cairn/ui-kit';
import { projectSettingsPath } from '../../projects';

/** Shown instead of the modules screens when the project's module_view feature is off; admins get a way to turn it on. */
export function ModulesOff(props: { slug: string; projectId: string; role: Role | undefined }) {
  const { t } = useT();
  const navigate = useNavigate();
  return (
    <EmptyState
      icon={<ModuleIcon size={32} />}
      title={t('modules.off.title')}
      description={t('modules.off.description')}
      action={props.role === ROLE.ADMIN ? <Button onClick={() => navigate(projectSettingsPath(props.slug, props.projectId, 'features'))}>{t('modules.off.action')}</Button> : undefined}
    />
  );
}
