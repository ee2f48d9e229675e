import { useRef, useState } from 'react';
import { useT } from '@cairn/i18n';
import type { RichTextEditorHandle } from '@cairn/editor';
import { LazyRichTextEditor as RichTextEditor } from './LazyRichTextEditor';
import type { Comment } from '@cairn/types';
import { Avatar, Button, EditIcon, IconButton, TrashIcon } from '@cairn/ui-kit';
import { ConfirmModal } from '../../../shared/components/ConfirmModal';
import { isBlankHtml } from './CommentComposer';
import { ReactionBar } from './ReactionBar';
import './work-item-detail.css';

/** One comment of the feed: author, time, text; its author may edit and delete it; anyone may react. */
export function CommentItem(props: {
  comment: Comment;
  authorName: string;
  userId: string | undefined;
  when: string;
  onEdit: (html: string) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
  onReact: (emoji: string) => void;
}) {
  const { t } = useT();
  const { comment } = props;
  const mine = comment.actor !== null && comment.actor === props.userId;
  const editor = useRef<RichTextEditorHandle>(null);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>, after: () => void) => {
    setBusy(true);
    try {
      await work();
      after();
    } catch {
      // The store showed why.
    } finally {
      setBusy(false);
    }
  };
  const save = () => {
    const html = editor.current?.getHtml() ?? comment.comment_html;
    if (isBlankHtml(html)) return;
    void run(() => props.onEdit(html), () => setEditing(false));
  };
  return (
    <li className="cw-wi-comment" aria-label={t('work_items.comments.by', { name: props.authorName })}>
      <Avatar name={props.authorName} colorSeed={comment.actor ?? undefined} size="sm" />
      <div className="cw-wi-comment__body">
        <div className="cw-wi-comment__meta">
          <strong>{props.authorName}</strong>
          <span className="cw-wi-muted">{props.when}</span>
          {comment.edited_at ? <span className="cw-wi-muted">{t('work_items.comments.edited')}</span> : null}
          {mine && !editing ? (
            <span className="cw-wi-comment__actions">
              <IconButton size="sm" icon={<EditIcon size={12} />} aria-label={t('work_items.comments.edit')} onClick={() => setEditing(true)} />
              <IconButton size="sm" icon={<TrashIcon size={12} />} aria-label={t('work_items.comments.delete')} onClick={() => setConfirming(true)} />
            </span>
          ) : null}
        </div>
        {editing ? (
          <div className="cw-wi-composer">
            <RichTextEditor variant="comment" ariaLabel={t('work_items.comments.edit')} initialHtml={comment.comment_html} editorRef={editor} onSubmit={save} autoFocus />
            <div className="cw-wi-composer__actions">
              <Button size="sm" variant="outline" disabled={busy} onClick={() => setEditing(false)}>
                {t('common.cancel')}
              </Button>
              <Button size="sm" loading={busy} onClick={save}>
                {t('common.save')}
              </Button>
            </div>
          </div>
        ) : (
          <RichTextEditor key={comment.comment_html} variant="comment" readOnly ariaLabel={t('work_items.comments.text')} initialHtml={comment.comment_html} />
        )}
        <ReactionBar reactions={comment.comment_reactions} userId={props.userId} label={t('work_items.reactions.comment')} onToggle={props.onReact} />
      </div>
      <ConfirmModal
        open={confirming}
        title={t('work_items.comments.delete_title')}
        description={t('work_items.comments.delete_description')}
        confirmLabel={t('common.delete')}
        busy={busy}
        onConfirm={() => void run(props.onDelete, () => setConfirming(false))}
        onClose={() => setConfirming(false)}
      />
    </li>
  );
}
