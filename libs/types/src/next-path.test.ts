import { sanitizeNextPath } from './next-path';

describe('sanitizeNextPath', () => {
  it('keeps only same-origin relative next paths', () => {
    expect(sanitizeNextPath('/acme/projects?x=1#y')).toBe('/acme/projects?x=1#y');
    expect(sanitizeNextPath('  /god-mode/general ')).toBe('/god-mode/general');
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '/a\u0000b', '', null, undefined, '/' + 'a'.repeat(2001)]) {
      expect(sanitizeNextPath(bad)).toBeNull();
    }
  });
});
