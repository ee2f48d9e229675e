import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { OnboardingStep } from '@cairn/types';
import { postLoginRedirectPath, selectMyInvitations, selectWorkspaces, useAppStore, useStoreApi } from '@cairn/state';
import { afterSignInTarget } from '../../auth';
import { currentOnboardingScreen, onboardingSequence } from './onboarding-steps';

const NO_STEPS: OnboardingStep = { profile_complete: false, workspace_create: false, workspace_invite: false, workspace_join: false };

/** The onboarding state: the current screen, its place in the sequence, and the actions that move it on. */
export function useOnboarding() {
  const storeApi = useStoreApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const steps = useAppStore((s) => s.profile?.onboarding_step ?? NO_STEPS);
  const invitations = useAppStore(selectMyInvitations);
  const updateProfile = useAppStore((s) => s.updateProfile);
  const finishOnboarding = useAppStore((s) => s.finishOnboarding);
  const [preferCreate, setPreferCreate] = useState(false);
  const [invitesLoaded, setInvitesLoaded] = useState(false);
  const [finishing, setFinishing] = useState(false);

  useEffect(() => {
    storeApi
      .getState()
      .loadMyInvitations()
      .catch(() => undefined)
      .finally(() => setInvitesLoaded(true));
  }, [storeApi]);

  const ctx = useMemo(() => ({ hasInvites: invitations.length > 0, preferCreate }), [invitations.length, preferCreate]);
  const sequence = onboardingSequence(steps, ctx);
  const screen = currentOnboardingScreen(steps, ctx);

  const completeStep = useCallback(
    async (step: keyof OnboardingStep) => {
      const current = storeApi.getState().profile?.onboarding_step ?? NO_STEPS;
      await updateProfile({ onboarding_step: { ...current, [step]: true } });
    },
    [storeApi, updateProfile],
  );

  const finish = useCallback(async () => {
    setFinishing(true);
    try {
      await finishOnboarding();
      const s = storeApi.getState();
      await Promise.all([s.loadSettings(), s.loadMyWorkspaces()]);
      const state = storeApi.getState();
      const target = afterSignInTarget({ isOnboarded: true, nextPath: params.get('next_path'), postLoginPath: postLoginRedirectPath(state.settings, selectWorkspaces(state)) });
      if (target.fullReload) window.location.assign(target.path);
      else navigate(target.path, { replace: true });
    } catch {
      setFinishing(false);
    }
  }, [finishOnboarding, storeApi, params, navigate]);

  return { ready: invitesLoaded, screen, sequence, steps, finishing, completeStep, finish, chooseCreate: () => setPreferCreate(true) };
}
