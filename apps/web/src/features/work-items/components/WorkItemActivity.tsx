import { useMemo } from 'react';
import { useT } from '@cairn/i18n';
import type { Comment, HistoryEntry } from '@cairn/types';
import { selectComments, selectCurrentUser, selectWorkItemActivity, useAppStore, useStoreApi } from '@cairn/state';
import type { PersonOption } from '../hooks/use-project-options';
import { ActivityFeed, isCommentEntry } from './ActivityFeed';
import { CommentComposer } from './CommentComposer';
import { peopleMentions } from '../hooks/people-mentions';
import { memberName } from '../../../shared/member-name';
import { useOutsiderName, type OutsiderDetail } from '../../publishing';
import './work-item-detail.css';

const ignore = () => undefined;

/** The activity and comments of an item (property history and the comments slice, by time) and the comment box. */
export function WorkItemActivity(props: { slug: string; projectId: string; itemId: string; people: readonly PersonOption[] }) {
  const { t, locale: language } = useT();
  const { slug, projectId, itemId } = props;
  const store = useStoreApi();
  const history = useAppStore((s) => selectWorkItemActivity(s, itemId));
  const comments = useAppStore((s) => selectComments(s, itemId));
  const me = useAppStore(selectCurrentUser);
  const entries = useMemo<HistoryEntry[]>(() => {
    // Comments come from their own slice, so optimistic posts, edits and reactions show at once.
    const properties = history.filter((e) => !isCommentEntry(e));
    const asEntries = comments.map((c) => ({ ...c, activity_type: 'issue-comment' as const }));
    return [...properties, ...asEntries].sort((a, b) => a.created_at.localeCompare(b.created_at));
  }, [history, comments]);
  const mentions = useMemo(() => peopleMentions(props.people), [props.people]);
  const names = useMemo(() => new Map(props.people.map((p) => [p.id, p.name])), [props.people]);
  const outsiderName = useOutsiderName();
  // Members by name; then the caller; then someone outside the workspace who wrote from a public board (issue 20).
  const nameOf = (userId: string | null, detail?: OutsiderDetail | null) =>
    (userId && names.get(userId)) || (userId && userId === me?.id ? memberName(me) : outsiderName(detail) ?? t('work_items.properties.unknown_user'));
  const formatWhen = (iso: string) => new Date(iso).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });
  const react = (comment: Comment, emoji: string) => {
    const s = store.getState();
    const mine = comment.comment_reactions.some((r) => r.reaction === emoji && r.actor === me?.id);
    const call = mine ? s.removeCommentReaction(slug, projectId, itemId, comment.id, emoji) : s.addCommentReaction(slug, projectId, itemId, comment.id, emoji);
    call.catch(ignore);
  };
  return (
    <section className="cw-wi-widget" aria-label={t('work_items.activity.title')}>
      <h2 className="cw-wi-section-title">{t('work_items.activity.title')}</h2>
      <ActivityFeed
        entries={entries}
        userId={me?.id}
        nameOf={nameOf}
        formatWhen={formatWhen}
        actions={{
          onEditComment: (comment, html) => store.getState().updateComment(slug, projectId, itemId, comment.id, { comment_html: html }),
          onDeleteComment: (comment) => store.getState().deleteComment(slug, projectId, itemId, comment.id),
          onReactComment: react,
        }}
      />
      <CommentComposer
        mentions={mentions}
        onPost={(html) => store.getState().createComment(slug, projectId, itemId, { comment_html: html })}
        onUploadFile={(file) => store.getState().uploadEditorImage(slug, projectId, file, { entityType: 'COMMENT_DESCRIPTION', itemId })}
      />
    </section>
  );
}
