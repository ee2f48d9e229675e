import { localSlugProblem, slugFromName } from './workspace-slug';

describe('slugFromName', () => {
  it('makes a URL-safe slug', () => {
    expect(slugFromName('Acme Inc.')).toBe('acme-inc');
    expect(slugFromName('  Café  Über  ')).toBe('cafe-uber');
    expect(slugFromName('---')).toBe('');
    expect(slugFromName('a'.repeat(60))).toHaveLength(48);
  });
});

describe('localSlugProblem', () => {
  it('flags empty, invalid and reserved slugs', () => {
    expect(localSlugProblem('')).toBe('onboarding.workspace_create.slug_required');
    expect(localSlugProblem('Has Space')).toBe('onboarding.workspace_create.slug_invalid');
    expect(localSlugProblem('god-mode')).toBe('onboarding.workspace_create.slug_reserved');
    expect(localSlugProblem('acme')).toBeNull();
  });
});
