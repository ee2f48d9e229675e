import { inboxFilterCount, inboxParamsFrom, withInboxParams } from './inbox-params';

describe('inbox params in the URL', () => {
  it('reads the tab, types and show switches, ignoring unknown values', () => {
    expect(inboxParamsFrom(new URLSearchParams('tab=mentions&type=assigned,bogus&show=archived,x'))).toEqual({
      tab: 'mentions', filters: { type: ['assigned'], archived: true },
    });
    expect(inboxParamsFrom(new URLSearchParams('tab=nope'))).toEqual({ tab: 'all', filters: {} });
  });
  it('writes them back, keeping other parameters', () => {
    const next = withInboxParams(new URLSearchParams('peekId=1&tab=mentions'), { tab: 'all', filters: { type: ['created'], snoozed: true } });
    expect(next.toString()).toBe('peekId=1&type=created&show=snoozed');
    expect(inboxFilterCount({ type: ['created', 'assigned'], read: true })).toBe(3);
  });
});
