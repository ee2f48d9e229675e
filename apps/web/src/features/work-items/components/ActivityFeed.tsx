import { useT } from '@cairn/i18n';
import type { Activity, Comment, HistoryEntry } from '@cairn/types';
import { CommentItem } from './CommentItem';
import './work-item-detail.css';

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
  /** A person's name; `detail` is a comment's actor_detail (someone outside the workspace, from a public board). */
  nameOf: (userId: string | null, detail?: { id: string; display_name: string } | null) => string;
  formatWhen: (iso: string) => string;
  actions: ActivityFeedActions;
}) {
  const { t, locale: language } = useT();
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
              authorName={props.nameOf(comment.actor, comment.actor_detail)}
              userId={props.userId}
              when={props.formatWhen(comment.created_at)}
              onEdit={(html) => props.actions.onEditComment(comment, html)}
              onDelete={() => props.actions.onDeleteComment(comment)}
              onReact={(emoji) => props.actions.onReactComment(comment, emoji)}
            />
          );
        }
        const activity = entry as Activity;
        const sentence = describeActivity(t, activity, (day) => formatDay(day, language));
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

type Translate = (key: string, vars?: Record<string, unknown>) => string;

/** A YYYY-MM-DD value in the reader's language (other text is shown as it is). */
function formatDay(value: string, language: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return new Date(`${value}T00:00:00`).toLocaleDateString(language, { dateStyle: 'medium' });
}

/** Fields shown as "changed the <field> from <old> to <new>", with how their values read. */
const VALUE_FIELDS: Record<string, 'text' | 'priority' | 'day'> = { state: 'text', priority: 'priority', estimate_point: 'text', start_date: 'day', target_date: 'day', parent: 'text' };
const RELATIONS = ['blocked_by', 'blocking', 'relates_to', 'duplicate'];

/**
 * One property activity in words, from its field and old → new display values (the server stores state, label and
 * estimate names, assignee names and the parent's key): "changed the state from Todo to In progress".
 */
export function describeActivity(t: Translate, a: Pick<Activity, 'verb' | 'field' | 'old_value' | 'new_value'>, day: (value: string) => string): string {
  const k = (key: string, vars?: Record<string, unknown>) => t(`work_items.activity.${key}`, vars);
  const { field, old_value: from, new_value: to } = a;
  if (!field) return k(a.verb === 'deleted' ? 'deleted' : a.verb === 'created' ? 'created' : 'updated');
  const kind = VALUE_FIELDS[field];
  if (kind) {
    const read = (v: string) => (kind === 'priority' ? t(`work_items.priority.${v}`) : kind === 'day' ? day(v) : v);
    const name = k(`fields.${field}`);
    if (from && to) return k('field_changed', { field: name, old: read(from), new: read(to) });
    if (to) return k('field_set', { field: name, new: read(to) });
    return from ? k('field_cleared', { field: name, old: read(from) }) : k('updated');
  }
  if (RELATIONS.includes(field)) return k(to ? 'relation_added' : 'relation_removed', { relation: k(`relations.${field}`), key: to ?? from ?? '' });
  switch (field) {
    case 'name':
      return k('renamed', { old: from ?? '', new: to ?? '' });
    case 'description':
      return k('description');
    case 'assignees':
      return to ? k('assigned', { name: to }) : k('unassigned', { name: from ?? '' });
    case 'labels':
      return to ? k('label_added', { name: to }) : k('label_removed', { name: from ?? '' });
    case 'archived_at':
      return k(to ? 'archived' : 'restored');
    case 'is_draft':
      return k(to === 'true' ? 'drafted' : 'published');
    case 'type':
      return k('type_changed');
    case 'link':
      return a.verb === 'created' ? k('link_added', { url: to ?? '' }) : a.verb === 'deleted' ? k('link_removed', { url: from ?? '' }) : k('link_updated', { url: to ?? '' });
    case 'attachment':
      return to ? k('attachment_added', { name: to }) : k('attachment_removed', { name: from ?? '' });
    case 'comment':
      return k(a.verb === 'created' ? 'comment_added' : a.verb === 'deleted' ? 'comment_deleted' : 'comment_updated');
    default:
      return to ? k('set_field', { field, value: to }) : k('cleared_field', { field });
  }
}

/** Whether a history entry is a comment (the rest are property changes). */
export function isCommentEntry(entry: HistoryEntry): entry is Extract<HistoryEntry, { comment_html: string }> {
  return entry.activity_type === 'issue-comment' || entry.activity_type === 'epic-comment';
}
