import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '@cairn/i18n';
import { selectMyWorkspaceRole, selectProjects, selectProjectsStatus, selectWorkspaceInvitations, selectWorkspaceMembers, useAppStore, useStoreApi } from '@cairn/state';
import { BriefcaseIcon, UserIcon, UsersIcon, type IconComponent } from '@cairn/ui-kit';
import { pendingStartSteps, type StartStep } from '../hooks/getting-started';

const ADMIN = 20;
const ICONS: Record<StartStep, IconComponent> = { projects: BriefcaseIcon, invite: UsersIcon, profile: UserIcon };

/** The first steps in a new workspace; each disappears once done, the block once all are. */
export function GettingStarted({ slug }: { slug: string }) {
  const { t } = useT();
  const navigate = useNavigate();
  const store = useStoreApi();
  const user = useAppStore((s) => s.currentUser);
  const projects = useAppStore((s) => selectProjects(s, slug));
  const projectsReady = useAppStore((s) => selectProjectsStatus(s, slug) === 'ready');
  const members = useAppStore((s) => selectWorkspaceMembers(s, slug));
  const membersLoaded = useAppStore((s) => s.workspaceMemberIdsBySlug[slug] !== undefined);
  const invitations = useAppStore((s) => selectWorkspaceInvitations(s, slug));
  const canInvite = useAppStore((s) => selectMyWorkspaceRole(s, slug)) === ADMIN;

  useEffect(() => {
    const s = store.getState();
    if (s.workspaceMemberIdsBySlug[slug] === undefined) void s.loadWorkspaceMembers(slug);
  }, [store, slug]);
  useEffect(() => {
    if (canInvite) void store.getState().loadWorkspaceInvitations(slug);
  }, [store, slug, canInvite]);

  const steps = pendingStartSteps({
    hasProject: projectsReady ? projects.length > 0 : undefined,
    hasTeammates: membersLoaded ? members.length > 1 || invitations.length > 0 : undefined,
    canInvite,
    hasProfile: user ? !!(user.first_name.trim() || user.avatar_url) : undefined,
  });
  if (steps.length === 0) return null;
  const to: Record<StartStep, string> = {
    projects: `/${slug}/projects`, invite: `/${slug}/settings/invitations`, profile: `/${slug}/settings/account`,
  };
  return (
    <section className="cw-home__start" aria-label={t('home.getting_started')}>
      <div className="cw-home__cards">
        {steps.map((key) => {
          const Icon = ICONS[key];
          return (
            <button key={key} type="button" className="cw-home__card" onClick={() => navigate(to[key])}>
              <span className="cw-home__card-icon">
                <Icon size={18} />
              </span>
              <span className="cw-home__card-title">{t(`home.first_steps.${key}.title`)}</span>
              <span className="cw-home__card-text">{t(`home.first_steps.${key}.description`)}</span>
            </button>
          );
        })}
      </div>
    </section>
  );
}
