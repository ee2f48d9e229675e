import { useEffect, useRef } from 'react';
import { useT } from '@cairn/i18n';
import { Button, Modal, Spinner } from '@cairn/ui-kit';
import { usePeekItem } from '../hooks/use-peek-item';
import { PeekActivity } from './PeekActivity';
import { PeekComments, type CommentActions } from './PeekComments';
import { PeekProperties } from './PeekProperties';
import { PeekReactions } from './PeekReactions';
import { PeekVotes } from './PeekVotes';
import { SafeHtml } from './SafeHtml';
import { SignInPrompt } from './SignInPrompt';
import '../peek.css';

/** Props of WorkItemPeek. */
export interface WorkItemPeekProps {
  /** The board's anchor (the store's board must be open on it: settings, lists and meta come from there). */
  anchor: string;
  /** The public item to show (the board's ?peekId). */
  issueId: string;
  /** Closes the peek (the board removes ?peekId); focus returns to the element that opened it. */
  onClose: () => void;
  /** Clock for relative times (tests). */
  now?: () => Date;
}

/**
 * One published item in a side panel (a full-screen sheet below 640 px): key and name, properties, description,
 * votes, reactions, comments and, when the board shows it, activity. Each control follows its board switch (off →
 * hidden). Signed-out visitors see the counts and comments with a "Sign in to vote and comment" link that comes back
 * here. Escape closes (not from a text field, a menu or the delete confirmation); Tab stays inside while open and focus
 * goes back to the opener on close (the kit's Modal).
 */
export function WorkItemPeek({ anchor, issueId, onClose, now = () => new Date() }: WorkItemPeekProps) {
  const { t } = useT();
  const peek = usePeekItem(anchor, issueId);
  const { item, status, settings, identifier, signedIn } = peek;
  const startRef = useRef<HTMLDivElement>(null);
  const key = item ? (identifier ? `${identifier}-${item.sequence_id}` : String(item.sequence_id)) : '';
  const votesOn = settings?.is_votes_enabled ?? false;
  const reactionsOn = settings?.is_reactions_enabled ?? false;
  const commentsOn = settings?.is_comments_enabled ?? false;
  const activityOn = settings?.is_activity_enabled ?? false;
  const canAct = signedIn;
  const commentActions: CommentActions = canAct && commentsOn
    ? { add: peek.addComment, update: peek.updateComment, remove: peek.removeComment }
    : {};
  if (canAct && reactionsOn) commentActions.react = peek.toggleCommentReaction;
  const takesPart = votesOn || reactionsOn || commentsOn;
  const signIn = !signedIn && takesPart ? <SignInPrompt label={t('spaces_item.sign_in.to_take_part')} /> : null;
  const clock = now();

  // Escape closes, but not while typing a comment (the text would be lost) or inside a menu or the delete confirmation.
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      const inPeek = !target || target === document.body || target.closest('.cs-peek');
      if (!inPeek || target?.closest('textarea, input, [role="menu"], [contenteditable="true"]')) return;
      event.preventDefault();
      onCloseRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <Modal
      open
      onClose={onClose}
      closeOnEsc={false}
      className="cs-peek"
      size="lg"
      title={item ? item.name : undefined}
      description={item ? key : undefined}
      aria-label={key ? t('spaces_item.peek.label', { key }) : t('spaces_item.peek.loading')}
      initialFocusRef={startRef}
    >
      <div ref={startRef} tabIndex={-1} className="cs-peek__content">
        {!item && status === 'error' ? (
          <div className="cs-peek__state" role="alert">
            <p>{t('spaces_item.peek.load_failed')}</p>
            <Button variant="outline" onClick={peek.retry}>{t('spaces_item.peek.retry')}</Button>
          </div>
        ) : !item ? (
          <div className="cs-peek__state">
            <Spinner size="md" label={t('spaces_item.peek.loading')} />
          </div>
        ) : (
          <>
            {votesOn || reactionsOn || signIn ? (
              <div className="cs-peek__engage">
                {votesOn ? <PeekVotes votes={item.votes} onVote={canAct ? peek.vote : undefined} /> : null}
                {reactionsOn ? (
                  <PeekReactions reactions={item.reactions} label={t('spaces_item.reactions.item')} onToggle={canAct ? peek.toggleReaction : undefined} />
                ) : null}
                {signIn && !commentsOn ? signIn : null}
              </div>
            ) : null}
            <PeekProperties item={item} />
            <section className="cs-peek-section" aria-labelledby="cs-peek-description">
              <h3 id="cs-peek-description" className="cs-peek-section__title">{t('spaces_item.peek.description')}</h3>
              {item.description_html.trim()
                ? <SafeHtml html={item.description_html} className="cs-peek-html" />
                : <p className="cs-peek-muted">{t('spaces_item.peek.no_description')}</p>}
            </section>
            {/* The server shows comments when the board takes comments or shows activity (read-only then). */}
            {commentsOn || activityOn || peek.comments.length > 0 ? (
              <PeekComments
                comments={peek.comments}
                actions={commentActions}
                reactionsShown={reactionsOn}
                now={clock}
                instead={commentsOn ? signIn : null}
              />
            ) : null}
            {activityOn ? <PeekActivity activity={item.activity} now={clock} /> : null}
          </>
        )}
      </div>
    </Modal>
  );
}
