import { useState } from 'react';
import { useT } from '@cairn/i18n';
import { selectMyInvitations, useAppStore } from '@cairn/state';
import { Button } from '@cairn/ui-kit';
import { InvitationList } from '../../invitations';
import { OnboardingHeading } from './OnboardingHeading';
import '../../../app/styles/onboarding.css';

/** Step workspace_join: accept pending invitations, or choose to create a workspace instead. */
export function JoinWorkspaceStep({ onJoined, onCreateInstead }: { onJoined: () => void; onCreateInstead: () => void }) {
  const { t } = useT();
  const invitations = useAppStore(selectMyInvitations);
  const acceptInvitations = useAppStore((s) => s.acceptMyInvitations);
  const [selected, setSelected] = useState<Set<string>>(() => new Set(invitations.map((i) => i.id)));
  const [busy, setBusy] = useState(false);

  const toggle = (id: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const join = async () => {
    setBusy(true);
    try {
      await acceptInvitations([...selected]);
      onJoined();
    } catch {
      // Shown as a toast by the store.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="cw-onboarding__form">
      <OnboardingHeading title={t('onboarding.workspace_join.title')} subtitle={t('onboarding.workspace_join.subtitle')} />
      {invitations.length ? (
        <InvitationList invitations={invitations} selected={selected} onToggle={toggle} />
      ) : (
        <p className="cw-muted">{t('onboarding.workspace_join.no_invitations')}</p>
      )}
      <Button variant="primary" size="lg" fullWidth loading={busy} disabled={selected.size === 0} onClick={() => void join()}>
        {t('onboarding.workspace_join.submit')}
      </Button>
      <Button variant="ghost" fullWidth onClick={onCreateInstead} disabled={busy}>
        {t('onboarding.workspace_join.create_instead')}
      </Button>
    </div>
  );
}
