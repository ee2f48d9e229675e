import { activityText } from './activity-text';

const base = { verb: 'updated', field: null, new_value: null, comment: '' };

describe('activityText', () => {
  it('names each kind of activity', () => {
    expect(activityText({ ...base, verb: 'created' })).toEqual({ key: 'profile.activity.created' });
    expect(activityText({ ...base, field: 'comment', comment: 'hi' })).toEqual({ key: 'profile.activity.commented' });
    expect(activityText({ ...base, field: 'priority', new_value: 'high' })).toEqual({ key: 'profile.activity.changed_to', values: { field: 'priority', value: 'high' } });
    expect(activityText({ ...base, field: 'target_date' })).toEqual({ key: 'profile.activity.changed', values: { field: 'target date' } });
    expect(activityText({ ...base, field: 'description', new_value: 'x'.repeat(61) })).toEqual({ key: 'profile.activity.changed', values: { field: 'description' } });
    expect(activityText(base)).toEqual({ key: 'profile.activity.updated' });
  });
});
