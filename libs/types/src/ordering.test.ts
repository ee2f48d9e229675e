import { labelSortOrder, suggestProjectIdentifier, projectIdentifierSchema, projectCreateSchema, labelCreateSchema, estimateCreateSchema, apiPaths } from './index';

describe('labelSortOrder', () => {
  it.each([
    ['alone', {}, 65535],
    ['alone (nulls)', { before: null, after: null }, 65535],
    ['first', { after: 65535 }, 32767.5],
    ['first before a small order', { after: 1 }, 0.5],
    ['last', { before: 65535 }, 75535],
    ['between', { before: 100, after: 200 }, 150],
    ['between fractions', { before: 1.5, after: 1.75 }, 1.625],
  ])('%s', (_name, input, expected) => expect(labelSortOrder(input)).toBe(expected));
});

describe('suggestProjectIdentifier', () => {
  it.each([
    ['Mobile app', 'MA'],
    ['cairn', 'C'],
    ['  the big  web-site redesign 2025 ', 'TBWSR'],
    ['Équipe été', 'EE'],
    ['one two three four five six', 'OTTFF'],
    ['!!!', ''],
    ['3d models', '3M'],
  ])('%s → %s', (name, expected) => expect(suggestProjectIdentifier(name)).toBe(expected));
});

describe('project request schemas', () => {
  it('normalises the identifier', () => {
    expect(projectIdentifierSchema.parse('  ab1 ')).toBe('AB1');
    expect(projectIdentifierSchema.safeParse('').success).toBe(false);
    expect(projectIdentifierSchema.safeParse('AB-1').success).toBe(false);
    expect(projectIdentifierSchema.safeParse('ABCDEFGHIJKLM').success).toBe(false);
    expect(projectIdentifierSchema.safeParse('ABCDEFGHIJKL').success).toBe(true);
  });
  it('rejects unknown keys', () => {
    expect(projectCreateSchema.safeParse({ name: 'A', identifier: 'A', extra: 1 }).success).toBe(false);
    expect(labelCreateSchema.safeParse(JSON.parse('{"name":"x","__proto__":{"a":1}}')).success).toBe(false);
  });
  it('lower-cases the estimate type', () => {
    const r = estimateCreateSchema.parse({ estimate: { name: 'Points', type: 'Points' }, estimate_points: [{ key: 1, value: '1' }] });
    expect(r.estimate.type).toBe('points');
  });
  it('builds project paths', () => {
    expect(apiPaths.projectIdentifierCheck('acme', 'a b')).toBe('/api/workspaces/acme/project-identifiers/?name=a%20b');
    expect(apiPaths.stateMarkDefault('acme', 'p', 's')).toBe('/api/workspaces/acme/projects/p/states/s/mark-default/');
    expect(apiPaths.estimatePoint('acme', 'p', 'e', 'x')).toBe('/api/workspaces/acme/projects/p/estimates/e/estimate-points/x/');
  });
});
