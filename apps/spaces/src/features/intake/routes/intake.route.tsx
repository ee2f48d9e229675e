import { useEffect, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useT } from '@cairn/i18n';
import { PUBLISH_ANCHOR_PATTERN, type PublicIntakeCreated } from '@cairn/types';
import { useSpacesStore, useSpacesStoreApi } from '@cairn/state';
import { AlertTriangleIcon, ArrowLeftIcon, Button, Card, CheckCircleIcon, EmptyState, IntakeIcon, LockIcon, Spinner } from '@cairn/ui-kit';
import { MessagePage } from '../../../shared/MessagePage';
import { SignInPrompt } from '../../peek';
import { IntakeForm } from '../components/IntakeForm';
import '../intake.css';

/** The page frame: the board's name with a way back, and one card. */
function IntakePage({ anchor, children }: { anchor: string; children: ReactNode }) {
  const { t } = useT();
  const meta = useSpacesStore((s) => (s.boardAnchor === anchor ? s.boardMeta : undefined));
  const title = meta ? (meta.view ? `${meta.view.name} · ${meta.project.name}` : meta.project.name) : '';
  return (
    <div className="cs-page">
      <header className="cs-header">
        <Link className="cs-intake-back" to={`/issues/${anchor}`}>
          <ArrowLeftIcon size={16} />
          <span>{t('spaces_item.intake.back')}</span>
        </Link>
        {title ? <span className="cs-intake-board">{title}</span> : null}
      </header>
      <main className="cs-main">
        <Card padding="lg" className="cs-intake-card">{children}</Card>
      </main>
    </div>
  );
}

/** /issues/:anchor/intake — the public request form of a board that takes requests (signed-in visitors only). */
export function IntakeRoute() {
  const { t } = useT();
  const { anchor = '' } = useParams();
  const valid = PUBLISH_ANCHOR_PATTERN.test(anchor);
  const store = useSpacesStoreApi();
  const status = useSpacesStore((s) => (s.boardAnchor === anchor ? s.boardStatus : 'idle'));
  const takesRequests = useSpacesStore((s) => (s.boardAnchor === anchor ? (s.boardSettings?.is_intake_enabled ?? false) : false));
  const session = useSpacesStore((s) => s.currentUserStatus);
  const [sent, setSent] = useState<PublicIntakeCreated | undefined>(undefined);

  // The board's settings say whether it takes requests; open it unless the viewer already has it.
  useEffect(() => {
    if (!valid) return;
    const state = store.getState();
    if (state.boardAnchor !== anchor || state.boardStatus === 'idle') void state.openBoard(anchor, {});
  }, [store, anchor, valid]);

  if (!valid || status === 'not-found') {
    return <MessagePage icon={<LockIcon size={32} />} title={t('spaces.unavailable.title')} description={t('spaces.unavailable.description')} />;
  }
  if (status === 'error') {
    return (
      <MessagePage
        icon={<AlertTriangleIcon size={32} />}
        title={t('spaces.load_error.title')}
        description={t('spaces.load_error.description')}
        action={<Button onClick={() => void store.getState().openBoard(anchor, {})}>{t('spaces.load_error.retry')}</Button>}
      />
    );
  }
  if (status !== 'ready' || session === 'idle' || session === 'loading') {
    return <div className="cs-page cs-page--center"><Spinner size="lg" label={t('spaces_item.intake.loading')} /></div>;
  }
  const backLink = (
    <Link className="cs-link-button" to={`/issues/${anchor}`}>
      {t('spaces_item.intake.back')}
    </Link>
  );
  if (!takesRequests) {
    return (
      <IntakePage anchor={anchor}>
        <EmptyState icon={<IntakeIcon size={32} />} title={t('spaces_item.intake.closed_title')} description={t('spaces_item.intake.closed_description')} action={backLink} />
      </IntakePage>
    );
  }
  if (session !== 'signed-in') {
    return (
      <IntakePage anchor={anchor}>
        <EmptyState
          icon={<LockIcon size={32} />}
          title={t('spaces_item.sign_in.to_request')}
          description={t('spaces_item.sign_in.request_description')}
          action={<SignInPrompt label={t('spaces_item.sign_in.to_request')} />}
        />
      </IntakePage>
    );
  }
  if (sent) {
    return (
      <IntakePage anchor={anchor}>
        <div className="cs-intake-sent" role="status">
          <EmptyState
            icon={<CheckCircleIcon size={32} />}
            title={t('spaces_item.intake.sent_title')}
            description={t('spaces_item.intake.sent_description')}
            action={(
              <span className="cs-intake-sent__actions">
                {backLink}
                <Button variant="ghost" onClick={() => setSent(undefined)}>{t('spaces_item.intake.another')}</Button>
              </span>
            )}
          />
        </div>
      </IntakePage>
    );
  }
  return (
    <IntakePage anchor={anchor}>
      <h1 className="cs-intake-title">{t('spaces_item.intake.title')}</h1>
      <p className="cs-intake-intro">{t('spaces_item.intake.description')}</p>
      <IntakeForm
        onSubmit={(body) => store.getState().createPublicIntake(anchor, body).then(
          (created) => {
            setSent(created);
            return true;
          },
          () => false,
        )}
      />
    </IntakePage>
  );
}
