import { translate } from '@cairn/i18n';
import type { TFunction } from '@cairn/i18n';
import { notificationFixtures as f } from '@cairn/state';
import { actorName, notificationSentence, workItemKeyOf, workItemNameOf } from '@cairn/i18n';

// The English catalogue, as the screens use it.
const t = ((key: string, vars?: Record<string, unknown>) => translate(key, vars as never)) as unknown as TFunction;

describe('notification sentences', () => {
  const base = f.notification(3);
  it.each([
    ['a state change with its new value', base, 'Ada Lovelace changed the state of WEB-3 to In Progress'],
    ['a mention', f.notification(3, { is_mentioned_notification: true }), 'Ada Lovelace mentioned you in WEB-3'],
    ['a comment', f.notification(3, { data: { ...base.data, issue_activity: { field: 'comment', verb: 'created' } } }), 'Ada Lovelace commented on WEB-3'],
    ['a creation', f.notification(3, { data: { ...base.data, issue_activity: { verb: 'created' } } }), 'Ada Lovelace created WEB-3'],
    ['a long value left out', f.notification(3, { data: { ...base.data, issue_activity: { field: 'description', new_value: 'x'.repeat(200) } } }), 'Ada Lovelace changed the description of WEB-3'],
    ['an unknown field in words', f.notification(3, { data: { ...base.data, issue_activity: { field: 'custom_thing', new_value: 'A' } } }), 'Ada Lovelace changed the custom thing of WEB-3 to A'],
    ['no activity: the server\'s text', f.notification(3, { data: {}, message_stripped: 'Something happened' }), 'Something happened'],
  ])('%s', (_name, notification, expected) => {
    expect(notificationSentence(t, notification)).toBe(expected);
  });

  it('names the actor, the key and the item, with fallbacks', () => {
    expect(actorName(t, f.notification(1, { triggered_by_details: null }))).toBe('Someone');
    expect(actorName(t, f.notification(1, { triggered_by_details: { id: base.id, display_name: '', first_name: 'Ada', last_name: 'L', avatar_url: null } }))).toBe('Ada L');
    expect(workItemKeyOf(base)).toBe('WEB-3');
    expect(workItemKeyOf(f.notification(1, { data: {} }))).toBeUndefined();
    expect(workItemNameOf(f.notification(1, { data: {}, title: 'Fallback' }))).toBe('Fallback');
  });
});
