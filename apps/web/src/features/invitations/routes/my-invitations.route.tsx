import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '@cairn/i18n';
import { postLoginRedirectPath, selectMyInvitations, selectWorkspaces, useAppStore, useStoreApi } from '@cairn/state';
import { Button, EmptyState, MailIcon, Spinner } from '@cairn/ui-kit';
import { CairnMark } from '../../../shared/components/CairnMark';
import { InvitationList } from '../components/InvitationList';
import '../../../app/styles/auth.css';

/** `/invitations`: the user's pending workspace invitations, accepted together. */
export function MyInvitationsRoute() {
  const { t } = useT();
  const navigate = useNavigate();
  const storeApi = useStoreApi();
  const invitations = useAppStore(selectMyInvitations);
  const acceptInvitations = useAppStore((s) => s.acceptMyInvitations);
  const [loaded, setLoaded] = useState(false);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    storeApi
      .getState()
      .loadMyInvitations()
      .then(() => setSelected(new Set(selectMyInvitations(storeApi.getState()).map((i) => i.id))))
      .catch(() => undefined)
      .finally(() => setLoaded(true));
  }, [storeApi]);

  const toggle = (id: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const accept = async () => {
    const joined = invitations.filter((i) => selected.has(i.id));
    setBusy(true);
    try {
      await acceptInvitations([...selected]);
      await Promise.all([storeApi.getState().loadMyWorkspaces(), storeApi.getState().loadSettings()]);
      navigate(joined[0] ? `/${joined[0].workspace.slug}` : '/', { replace: true });
    } catch {
      // The store shows the failure toast.
    } finally {
      setBusy(false);
    }
  };

  const home = () => {
    const s = storeApi.getState();
    navigate(postLoginRedirectPath(s.settings, selectWorkspaces(s)));
  };

  return (
    <div className="cw-auth">
      <header className="cw-auth__header">
        <span className="cw-auth__brand">
          <CairnMark />
          <span>Cairn</span>
        </span>
      </header>
      <main className="cw-auth__main">
        <div className="cw-auth__card cw-auth__card--wide">
          <div className="cw-auth__heading">
            <h1 className="cw-auth__title">{t('workspace.invitations_page.title')}</h1>
            <p className="cw-auth__subtitle">{t('workspace.invitations_page.subtitle')}</p>
          </div>
          {!loaded ? (
            <div className="cw-auth__loading">
              <Spinner />
            </div>
          ) : invitations.length === 0 ? (
            <EmptyState icon={<MailIcon size={28} />} size="sm" title={t('empty_states.my_invitations.title')} description={t('empty_states.my_invitations.description')} />
          ) : (
            <InvitationList invitations={invitations} selected={selected} onToggle={toggle} />
          )}
          <div className="cw-auth__form">
            {invitations.length > 0 ? (
              <Button variant="primary" fullWidth loading={busy} disabled={selected.size === 0} onClick={() => void accept()}>
                {t('workspace.invitations_page.accept_selected')}
              </Button>
            ) : null}
            <Button variant="ghost" fullWidth onClick={home}>
              {t('workspace.invitations_page.go_home')}
            </Button>
          </div>
        </div>
      </main>
    </div>
  );
}
