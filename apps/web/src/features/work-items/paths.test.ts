import { browsePath, parseWorkItemKey, peekPath, workItemKey } from './paths';

describe('work-item paths', () => {
  it('builds keys and routes', () => {
    expect(workItemKey('WEB', 12)).toBe('WEB-12');
    expect(browsePath('ws-1', 'WEB-12')).toBe('/ws-1/browse/WEB-12');
    expect(peekPath('ws-1', 'p1', 'i 1')).toBe('/ws-1/projects/p1/issues?peekId=i%201');
  });

  it('parses a key, the identifier upper-cased, and refuses other shapes', () => {
    expect(parseWorkItemKey('web-12')).toEqual({ identifier: 'WEB', sequence: 12 });
    expect(parseWorkItemKey('MY-PROJ-3')).toEqual({ identifier: 'MY-PROJ', sequence: 3 });
    expect(parseWorkItemKey('WEB')).toBeUndefined();
    expect(parseWorkItemKey('WEB-x')).toBeUndefined();
  });
});
