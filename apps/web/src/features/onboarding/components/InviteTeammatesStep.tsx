import { useT } from '@cairn/i18n';
import { useAppStore } from '@cairn/state';
import { Button } from '@cairn/ui-kit';
import type { Role } from '@cairn/types';
import { InviteEmailsForm } from '../../invitations';
import { OnboardingHeading } from './OnboardingHeading';
import '../../../app/styles/onboarding.css';

/** Step workspace_invite: invite co-workers to the new workspace, or skip. */
export function InviteTeammatesStep({ workspaceSlug, onDone }: { workspaceSlug: string; onDone: () => Promise<void> }) {
  const { t } = useT();
  const createWorkspaceInvitations = useAppStore((s) => s.createWorkspaceInvitations);
  const pushToast = useAppStore((s) => s.pushToast);

  const send = async (emails: { email: string; role: Role }[]) => {
    await createWorkspaceInvitations(workspaceSlug, emails);
    pushToast({ type: 'success', title: t('onboarding.workspace_invite.sent') });
    await onDone();
  };

  return (
    <div className="cw-onboarding__form">
      <OnboardingHeading title={t('onboarding.workspace_invite.title')} subtitle={t('onboarding.workspace_invite.subtitle')} />
      <InviteEmailsForm
        onSubmit={send}
        submitLabel={t('onboarding.workspace_invite.submit')}
        secondary={
          <Button variant="ghost" onClick={() => void onDone()}>
            {t('onboarding.workspace_invite.skip')}
          </Button>
        }
      />
    </div>
  );
}
