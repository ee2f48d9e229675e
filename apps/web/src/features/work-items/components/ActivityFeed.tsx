import { useT } from '@cairn/i18n';
import type { Activity, Comment, HistoryEntry } from '@cairn/types';
import { CommentItem } from './CommentItem';

/** What the feed may ask for. */
export interface ActivityFeedActions {
  onEditComment: (comment: Comment, html: string) => Promise<unknown>;
  onDeleteComment: (comment: Comment) => Promise<unknown>;
  onReactComment: (comment: Comment, emoji: string) => void;
}

/** Activity rows and comments, oldest first (history/ interleaves them by created_at). */
export function ActivityFeed(props: {
  entries: readonly HistoryEntry[];
  userId: string | undefined;
  nameOf: (userId: string | null) => string;
  formatWhen: (iso: string) => string;
  actions: ActivityFeedActions;
}) {
  const { t } = useT();
  if (props.entries.length === 0) return <p className="cw-wi-muted">{t('work_items.activity.empty')}</p>;
  return (
    <ol className="cw-wi-feed" aria-label={t('work_items.activity.title')}>
      {props.entries.map((entry) => {
        if (isCommentEntry(entry)) {
          const comment: Comment = entry;
          return (
            <CommentItem
              key={entry.id}
              comment={comment}
              authorName={props.nameOf(comment.actor)}
              userId={props.userId}
              when={props.formatWhen(comment.created_at)}
              onEdit={(html) => props.actions.onEditComment(comment, html)}
              onDelete={() => props.actions.onDeleteComment(comment)}
              onReact={(emoji) => props.actions.onReactComment(comment, emoji)}
            />
          );
        }
        const activity = entry as Activity;
        const sentence = activity.comment || describeActivity(t, activity.verb, activity.field, activity.new_value);
        return (
          <li key={entry.id} className="cw-wi-activity">
            <span className="cw-wi-activity__dot" aria-hidden="true" />
            <span>
              <strong>{props.nameOf(activity.actor)}</strong> {sentence} <span className="cw-wi-muted">{props.formatWhen(activity.created_at)}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

function describeActivity(t: (key: string, vars?: Record<string, unknown>) => string, verb: string, field: string | null, value: string | null): string {
  if (verb === 'created') return t('work_items.activity.created');
  if (!field) return t('work_items.activity.updated');
  return value ? t('work_items.activity.set_field', { field, value }) : t('work_items.activity.cleared_field', { field });
}

/** Whether a history entry is a comment (the rest are property changes). */
export function isCommentEntry(entry: HistoryEntry): entry is Extract<HistoryEntry, { comment_html: string }> {
  return entry.activity_type === 'issue-comment' || entry.activity_type === 'epic-comment';
}
