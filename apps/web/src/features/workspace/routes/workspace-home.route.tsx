import { useNavigate, useParams } from 'react-router';
import { useT } from '@cairn/i18n';
import { useAppStore } from '@cairn/state';
import { BriefcaseIcon, EmptyState, HomeIcon, UserIcon, UsersIcon, type IconComponent } from '@cairn/ui-kit';
import { AreaPage } from '../../../shared/components/AreaPage';

function greetingKey(hour: number): string {
  if (hour < 12) return 'home.greeting_morning';
  if (hour < 18) return 'home.greeting_afternoon';
  return 'home.greeting_evening';
}

/** `/:workspaceSlug`: a greeting and the first steps to take in a new workspace. */
export function WorkspaceHomeRoute() {
  const { t } = useT();
  const navigate = useNavigate();
  const { workspaceSlug = '' } = useParams();
  const user = useAppStore((s) => s.currentUser);
  const name = user?.first_name || user?.display_name || '';
  const steps: { key: string; Icon: IconComponent; to: string }[] = [
    { key: 'projects', Icon: BriefcaseIcon, to: `/${workspaceSlug}/projects` },
    { key: 'invite', Icon: UsersIcon, to: `/${workspaceSlug}/settings/invitations` },
    { key: 'profile', Icon: UserIcon, to: `/${workspaceSlug}/settings/account` },
  ];
  return (
    <AreaPage title={t('sidebar.home')} icon={<HomeIcon size={18} />}>
      <div className="cw-home">
        <h2 className="cw-home__greeting">{t(greetingKey(new Date().getHours()), { name })}</h2>
        <div className="cw-home__cards">
          {steps.map(({ key, Icon, to }) => (
            <button key={key} type="button" className="cw-home__card" onClick={() => navigate(to)}>
              <span className="cw-home__card-icon">
                <Icon size={18} />
              </span>
              <span className="cw-home__card-title">{t(`home.first_steps.${key}.title`)}</span>
              <span className="cw-home__card-text">{t(`home.first_steps.${key}.description`)}</span>
            </button>
          ))}
        </div>
        <EmptyState size="sm" title={t('home.recents')} description={t('home.recents_empty')} />
      </div>
    </AreaPage>
  );
}
