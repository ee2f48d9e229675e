import { pickGithubEmail } from './sso-client';
import { providerScopes } from './sso.presets';
import { assertSignInMethodLeft, isEmailDomainAllowed, signInErrorPath } from './sso.policy';

const provider = (enabled: boolean) => ({ key: 'k', kind: 'oidc' as const, name: 'K', enabled, issuer_url: 'https://id.example', client_id: 'c', scopes: '', allowed_domains: [] });

describe('sso policy', () => {
  it('matches allowed domains exactly, case-insensitively', () => {
    expect(isEmailDomainAllowed('a@x.example', [])).toBe(true);
    expect(isEmailDomainAllowed('a@Corp.Example', ['corp.example'])).toBe(true);
    expect(isEmailDomainAllowed('a@evilcorp.example', ['corp.example'])).toBe(false);
    expect(isEmailDomainAllowed('a@sub.corp.example', ['corp.example'])).toBe(false);
  });

  it('refuses only the change that turns the last method off', () => {
    const off = { is_email_password_enabled: false, is_magic_code_enabled: false };
    expect(() => assertSignInMethodLeft(off, [provider(true)], [provider(false)])).toThrow();
    expect(() => assertSignInMethodLeft(off, [provider(true)], [])).toThrow();
    expect(() => assertSignInMethodLeft(off, [provider(true)], [provider(true)])).not.toThrow();
    expect(() => assertSignInMethodLeft({ ...off, is_magic_code_enabled: true }, [provider(true)], [])).not.toThrow();
  });

  it('builds the error redirect and the scopes', () => {
    expect(signInErrorPath('sso_state', '/a b')).toBe('/?error=sso_state&next_path=%2Fa+b');
    expect(signInErrorPath('sso_state', null)).toBe('/?error=sso_state');
    expect(signInErrorPath('sso_denied', '/god-mode/')).toBe('/god-mode/?error=sso_denied');
    expect(signInErrorPath('sso_denied', '/god-mode/email?x=1')).toBe('/god-mode/?error=sso_denied&next_path=%2Femail%3Fx%3D1');
    expect(signInErrorPath('sso_denied', '/god-modex')).toBe('/?error=sso_denied&next_path=%2Fgod-modex');
    expect(providerScopes('oidc', 'email')).toBe('openid email');
    expect(providerScopes('google', '')).toBe('openid email profile');
    expect(providerScopes('github', '')).toBe('read:user user:email');
  });

  it("takes GitHub's primary address with its verified flag", () => {
    expect(pickGithubEmail([{ email: 'b@x.io', primary: false, verified: true }, { email: 'A@x.io', primary: true, verified: true }])).toEqual({ email: 'a@x.io', email_verified: true });
    expect(pickGithubEmail([{ email: 'a@x.io', primary: true, verified: false }])).toEqual({ email: 'a@x.io', email_verified: false });
    expect(pickGithubEmail([])).toEqual({ email: null, email_verified: false });
  });
});
