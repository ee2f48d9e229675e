import { useState, type ReactNode } from 'react';
import { useT } from '@cairn/i18n';
import type { PublicComment } from '@cairn/types';
import { Avatar, Button, EditIcon, IconButton, Modal, TrashIcon } from '@cairn/ui-kit';
import { CommentComposer } from './CommentComposer';
import { htmlToPlainText } from './comment-html';
import { PeekReactions } from './PeekReactions';
import { relativeTime } from './relative-time';
import { SafeHtml } from './SafeHtml';

/** What the comment list may do: each action is absent when the board's switch is off or the visitor is signed out. */
export interface CommentActions {
  add?: (html: string) => Promise<boolean>;
  update?: (commentId: string, html: string) => Promise<boolean>;
  remove?: (commentId: string) => Promise<void>;
  react?: (commentId: string, emoji: string) => void;
}

function CommentRow({ comment, actions, reactionsShown, now }: { comment: PublicComment; actions: CommentActions; reactionsShown: boolean; now: Date }) {
  const { t, locale: language } = useT();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { update, remove, react } = actions;
  const own = comment.is_mine;
  return (
    <li className="cs-peek-comment" aria-label={t('spaces_item.comments.by', { name: comment.actor.display_name })}>
      <Avatar name={comment.actor.display_name} colorSeed={comment.actor.id} src={comment.actor.avatar_url} size="sm" />
      <div className="cs-peek-comment__body">
        <div className="cs-peek-comment__head">
          <strong className="cs-peek-comment__author">{comment.actor.display_name}</strong>
          <time className="cs-peek-muted" dateTime={comment.created_at}>
            {relativeTime(comment.created_at, now, language, t('spaces_item.time.just_now'))}
          </time>
          {comment.edited_at ? <span className="cs-peek-muted">({t('spaces_item.comments.edited')})</span> : null}
          {own && !editing ? (
            <span className="cs-peek-comment__tools">
              {update ? (
                <IconButton size="sm" variant="ghost" aria-label={t('spaces_item.comments.edit')} icon={<EditIcon size={14} />} onClick={() => setEditing(true)} />
              ) : null}
              {remove ? (
                <IconButton size="sm" variant="ghost" aria-label={t('spaces_item.comments.delete')} icon={<TrashIcon size={14} />} onClick={() => setConfirming(true)} />
              ) : null}
            </span>
          ) : null}
        </div>
        {editing && update ? (
          <CommentComposer
            label={t('spaces_item.comments.edit_label')}
            submitLabel={t('spaces_item.comments.save')}
            initialText={htmlToPlainText(comment.comment_html)}
            onCancel={() => setEditing(false)}
            onSubmit={async (html) => {
              const saved = await update(comment.id, html);
              if (saved) setEditing(false);
              return saved;
            }}
          />
        ) : (
          <SafeHtml html={comment.comment_html} className="cs-peek-html" />
        )}
        {reactionsShown ? (
          <PeekReactions
            reactions={comment.reactions}
            label={t('spaces_item.reactions.comment')}
            onToggle={react ? (emoji) => react(comment.id, emoji) : undefined}
          />
        ) : null}
      </div>
      {remove ? (
        <Modal
          open={confirming}
          onClose={() => setConfirming(false)}
          size="sm"
          title={t('spaces_item.comments.delete_title')}
          description={t('spaces_item.comments.delete_description')}
          footer={(
            <>
              <Button variant="ghost" onClick={() => setConfirming(false)}>{t('spaces_item.comments.cancel')}</Button>
              <Button
                variant="danger"
                onClick={() => {
                  setConfirming(false);
                  void remove(comment.id);
                }}
              >
                {t('spaces_item.comments.delete_confirm')}
              </Button>
            </>
          )}
        />
      ) : null}
    </li>
  );
}

/** The item's comments, oldest first, and the composer when the visitor may comment. */
export function PeekComments(props: {
  comments: readonly PublicComment[];
  actions: CommentActions;
  reactionsShown: boolean;
  now: Date;
  /** Shown instead of the composer (the sign-in prompt for signed-out visitors). */
  instead?: ReactNode;
}) {
  const { t } = useT();
  const { comments, actions, reactionsShown, now, instead } = props;
  return (
    <section className="cs-peek-section" aria-labelledby="cs-peek-comments">
      <h3 id="cs-peek-comments" className="cs-peek-section__title">
        {t('spaces_item.comments.title')} <span className="cs-peek-muted">{t('spaces_item.comments.count', { count: comments.length })}</span>
      </h3>
      {comments.length === 0 ? <p className="cs-peek-muted">{t('spaces_item.comments.empty')}</p> : (
        <ol className="cs-peek-comments">
          {comments.map((c) => <CommentRow key={c.id} comment={c} actions={actions} reactionsShown={reactionsShown} now={now} />)}
        </ol>
      )}
      {actions.add ? (
        <CommentComposer label={t('spaces_item.comments.new_label')} submitLabel={t('spaces_item.comments.submit')} onSubmit={actions.add} />
      ) : instead}
    </section>
  );
}
