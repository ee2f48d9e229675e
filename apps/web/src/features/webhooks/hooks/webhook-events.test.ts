import { webhookFixtures as f } from '@cairn/state';
import { choiceOf, eventFlags, eventsOf, hasEvents } from './webhook-events';

describe('webhook events', () => {
  it('a new webhook and one with every event start on "All events"; others list their events in order', () => {
    expect(choiceOf()).toEqual({ mode: 'all', chosen: ['project', 'issue', 'cycle', 'module', 'issue_comment'] });
    expect(choiceOf(f.webhook(1)).mode).toBe('all');
    const some = f.webhook(2, { project: false, cycle: false });
    expect(choiceOf(some)).toEqual({ mode: 'individual', chosen: ['issue', 'module', 'issue_comment'] });
    expect(eventsOf(some)).toEqual(['issue', 'module', 'issue_comment']);
  });

  it('"All events" sends the five flags on, whatever was ticked; individual sends exactly the ticked ones', () => {
    expect(eventFlags({ mode: 'all', chosen: [] })).toEqual({ project: true, issue: true, cycle: true, module: true, issue_comment: true });
    expect(eventFlags({ mode: 'individual', chosen: ['cycle'] })).toEqual({ project: false, issue: false, cycle: true, module: false, issue_comment: false });
    expect(hasEvents({ mode: 'individual', chosen: [] })).toBe(false);
    expect(hasEvents({ mode: 'all', chosen: [] })).toBe(true);
  });
});
