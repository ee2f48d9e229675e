import { apiPaths } from '@cairn/types';
import type {
  ChangePasswordRequest, EmailCheckRequest, LanguageCode, EmailCheckResponse, ForgotPasswordResponse, MagicSignInRequest,
  ResetPasswordRequest, SignInRequest, SignUpRequest, User,
} from '@cairn/types';
import type { ApiClient } from '../client/api-client';

// Credential checks answer 401 for wrong input; that must not look like a lost session.
const CREDENTIAL_CHECK = { skipUnauthorized: true } as const;

/** Creates the sign-in, sign-up, password and CSRF calls. */
export function createAuthService(client: ApiClient) {
  return {
    /** GET /auth/get-csrf-token/ (also sets the csrftoken cookie). */
    getCsrfToken: () => client.get<{ csrf_token: string }>(apiPaths.csrf()),
    /** Whether the email has an account and how it signs in. */
    emailCheck: (body: EmailCheckRequest) => client.post<EmailCheckResponse>(apiPaths.emailCheck(), body, CREDENTIAL_CHECK),
    /** Creates the account and signs in; answers the user. */
    signUp: (body: SignUpRequest) => client.post<User>(apiPaths.signUp(), body, CREDENTIAL_CHECK),
    /** Signs in with a password; answers the user. */
    signIn: (body: SignInRequest) => client.post<User>(apiPaths.signIn(), body, CREDENTIAL_CHECK),
    /** Ends the session. */
    signOut: () => client.post<void>(apiPaths.signOut()),
    /** Mails a unique sign-in code. */
    magicGenerate: (body: { email: string; language?: LanguageCode }) => client.post<void>(apiPaths.magicGenerate(), body, CREDENTIAL_CHECK),
    /** Signs in with the unique code; answers the user. */
    magicSignIn: (body: MagicSignInRequest) => client.post<User>(apiPaths.magicSignIn(), body, CREDENTIAL_CHECK),
    /** Mails a reset link when SMTP is configured. */
    forgotPassword: (body: { email: string }) => client.post<ForgotPasswordResponse>(apiPaths.forgotPassword(), body, CREDENTIAL_CHECK),
    /** Sets a new password from a reset token. */
    resetPassword: (body: ResetPasswordRequest) => client.post<void>(apiPaths.resetPassword(), body, CREDENTIAL_CHECK),
    /** Sets the first password of an account whose password was auto-set. */
    setPassword: (body: { password: string }) => client.post<void>(apiPaths.setPassword(), body),
    /** Changes the password of the signed-in user. */
    changePassword: (body: ChangePasswordRequest) => client.post<void>(apiPaths.changePassword(), body),
  };
}

/** The auth calls. */
export type AuthService = ReturnType<typeof createAuthService>;
