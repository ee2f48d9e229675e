import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fixtures } from '@cairn/state';
import { renderApp } from '../../../testing/render-app';
import { signedInServices } from '../../../testing/signed-in-services';

const none = { profile_complete: false, workspace_create: false, workspace_invite: false, workspace_join: false };

function onboardingServices(steps: Partial<typeof none>, invites: ReturnType<typeof fixtures.invitation>[] = [], extra: Parameters<typeof signedInServices>[0] = {}) {
  return signedInServices({
    profile: { is_onboarded: false, onboarding_step: { ...none, ...steps } },
    workspaceList: [],
    invitations: { listMine: () => Promise.resolve(invites) },
    ...extra,
  });
}

describe('onboarding', () => {
  it('starts with the profile step and saves it', async () => {
    const updateProfile = jest.fn().mockImplementation(async (body) => fixtures.profile({ onboarding_step: { ...none, ...body.onboarding_step } }));
    const updateMe = jest.fn().mockResolvedValue(fixtures.user({ first_name: 'Grace' }));
    renderApp('/onboarding', onboardingServices({}, [], { users: { updateProfile, updateMe } }));
    expect(await screen.findByRole('heading', { name: 'Tell us about yourself' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/First name/), { target: { value: 'Grace' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Create your workspace' })).toBeInTheDocument();
    expect(updateMe).toHaveBeenCalledWith({ first_name: 'Grace', last_name: 'Lovelace', display_name: 'ada' });
    expect(updateProfile).toHaveBeenCalledWith(expect.objectContaining({ onboarding_step: expect.objectContaining({ profile_complete: true }) }));
  });

  it('shows "First name is required" on submit and clears it as soon as a name is typed', async () => {
    const updateMe = jest.fn().mockResolvedValue(fixtures.user());
    renderApp('/onboarding', onboardingServices({}, [], { users: { updateMe } }));
    const firstName = await screen.findByLabelText(/First name/);
    fireEvent.change(firstName, { target: { value: '' } });
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(updateMe).not.toHaveBeenCalled();
    fireEvent.change(firstName, { target: { value: 'G' } });
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
    // Once shown, the check follows the field: emptied again, the message is back before any submit.
    fireEvent.change(firstName, { target: { value: '  ' } });
    expect(screen.getByText('First name is required')).toBeInTheDocument();
  });

  it('offers joining when invitations wait', async () => {
    renderApp('/onboarding', onboardingServices({ profile_complete: true }, [fixtures.invitation(1)]));
    expect(await screen.findByRole('heading', { name: 'Join a workspace' })).toBeInTheDocument();
    expect(screen.getByText('Workspace 1')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Create a new workspace instead' }));
    expect(await screen.findByRole('heading', { name: 'Create your workspace' })).toBeInTheDocument();
  });

  it('goes to inviting after creating a workspace', async () => {
    renderApp('/onboarding', onboardingServices({ profile_complete: true, workspace_create: true }, [], { workspaceList: [fixtures.workspace(1)] }));
    expect(await screen.findByRole('heading', { name: 'Invite your teammates' })).toBeInTheDocument();
  });

  it('finishes when every step is done and lands in the workspace', async () => {
    const finishOnboarding = jest.fn().mockResolvedValue(fixtures.profile({ is_onboarded: true }));
    const updateProfile = jest.fn().mockImplementation(async () => fixtures.profile());
    const services = onboardingServices({ profile_complete: true, workspace_create: true, workspace_invite: true }, [], {
      workspaceList: [fixtures.workspace(1)],
      settings: { last_workspace_slug: 'ws-1' },
      users: { finishOnboarding, updateProfile },
    });
    const { router } = renderApp('/onboarding', services);
    await waitFor(() => expect(router.state.location.pathname).toBe('/ws-1'));
    expect(finishOnboarding).toHaveBeenCalled();
  });
});
