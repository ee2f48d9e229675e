import { useEffect, useRef } from 'react';
import { Navigate } from 'react-router';
import { useT } from '@cairn/i18n';
import { postLoginRedirectPath, selectWorkspaces, useAppStore } from '@cairn/state';
import { Spinner } from '@cairn/ui-kit';
import { OnboardingFrame } from '../components/OnboardingFrame';
import { ProfileStep } from '../components/ProfileStep';
import { JoinWorkspaceStep } from '../components/JoinWorkspaceStep';
import { InviteTeammatesStep } from '../components/InviteTeammatesStep';
import { OnboardingHeading } from '../components/OnboardingHeading';
import { CreateWorkspaceForm } from '../../workspace';
import { useOnboarding } from '../hooks/use-onboarding';
import '../../../app/styles/onboarding.css';

/** `/onboarding`: profile → create or join a workspace → invite co-workers, then finish and land in the workspace. */
export function OnboardingRoute() {
  const { t } = useT();
  const isOnboarded = useAppStore((s) => s.profile?.is_onboarded ?? false);
  const postLogin = useAppStore((s) => postLoginRedirectPath(s.settings, selectWorkspaces(s)));
  const workspaces = useAppStore(selectWorkspaces);
  const lastWorkspaceId = useAppStore((s) => s.profile?.last_workspace_id);
  const updateProfile = useAppStore((s) => s.updateProfile);
  const onboarding = useOnboarding();
  const finishStarted = useRef(false);

  useEffect(() => {
    if (onboarding.ready && onboarding.screen === null && !isOnboarded && !finishStarted.current) {
      finishStarted.current = true;
      void onboarding.finish();
    }
  }, [onboarding, isOnboarded]);

  if (isOnboarded && !onboarding.finishing) return <Navigate to={postLogin} replace />;

  const index = onboarding.screen ? onboarding.sequence.indexOf(onboarding.screen) : onboarding.sequence.length - 1;
  const inviteSlug = (workspaces.find((w) => w.id === lastWorkspaceId) ?? workspaces[0])?.slug ?? '';

  let body;
  if (!onboarding.ready || onboarding.screen === null) {
    body = (
      <div className="cw-onboarding__loading">
        <Spinner size="lg" />
      </div>
    );
  } else if (onboarding.screen === 'profile_complete') {
    body = <ProfileStep onDone={() => undefined} />;
  } else if (onboarding.screen === 'workspace_join') {
    body = <JoinWorkspaceStep onJoined={() => void onboarding.completeStep('workspace_join')} onCreateInstead={onboarding.chooseCreate} />;
  } else if (onboarding.screen === 'workspace_create') {
    body = (
      <div className="cw-onboarding__form">
        <OnboardingHeading title={t('onboarding.workspace_create.title')} subtitle={t('onboarding.workspace_create.subtitle')} />
        <CreateWorkspaceForm
          onCreated={(workspace) => {
            void updateProfile({ last_workspace_id: workspace.id }).catch(() => undefined);
            void onboarding.completeStep('workspace_create');
          }}
        />
      </div>
    );
  } else {
    body = <InviteTeammatesStep workspaceSlug={inviteSlug} onDone={() => onboarding.completeStep('workspace_invite')} />;
  }

  return (
    <OnboardingFrame sequence={onboarding.sequence} current={index} steps={onboarding.steps}>
      {body}
    </OnboardingFrame>
  );
}
