export { ROLE, ROLES, LANGUAGES, LANGUAGE_CODES, DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, THEMES, START_OF_WEEK, ONBOARDING_STEPS, PASSWORD_MIN_LENGTH_EXCLUSIVE, MAGIC_CODE_TTL_MS, MAGIC_CODE_MAX_ATTEMPTS, MAGIC_CODE_RESEND_SECONDS, RESERVED_WORKSPACE_SLUGS } from './constants';
export type { Role, LanguageCode, ThemeName, OnboardingStepName } from './constants';
export { SPEC_TEXT } from './texts';
export { getPasswordStrength, isPasswordLongEnough } from './password';
export type { PasswordStrength } from './password';
export { ERROR_CODE } from './errors';
export type { ApiErrorBody, ErrorCode } from './errors';
export { apiPaths } from './paths';
export { uuidSchema, timestampSchema, emailSchema, errorBodySchema, slugParamsSchema, httpUrlSchema } from './schemas/common.schema';
export {
  newPasswordSchema, emailCheckSchema, emailCheckResponseSchema, signUpSchema, signInSchema, magicGenerateSchema, magicSignInSchema,
  forgotPasswordSchema, forgotPasswordResponseSchema, resetPasswordSchema, setPasswordSchema, changePasswordSchema, csrfTokenResponseSchema,
} from './schemas/auth.schema';
export type { EmailCheckRequest, EmailCheckResponse, SignUpRequest, SignInRequest, MagicSignInRequest, ResetPasswordRequest, ChangePasswordRequest, ForgotPasswordResponse } from './schemas/auth.schema';
export { userSchema, userLiteSchema, userUpdateSchema, profileThemeSchema, onboardingStepSchema, profileSchema, profileUpdateSchema, userSettingsSchema, onboardSchema, tourCompletedSchema, instanceAdminResponseSchema } from './schemas/user.schema';
export type { User, UserLite, UserUpdate, Profile, ProfileUpdate, UserSettings, OnboardingStep } from './schemas/user.schema';
export {
  roleSchema, workspaceSlugSchema, workspaceSchema, workspaceCreateSchema, workspaceUpdateSchema, slugCheckQuerySchema, slugCheckResponseSchema,
  workspaceMemberSchema, workspaceMemberUpdateSchema, workspaceInvitationSchema, invitationCreateSchema, invitationUpdateSchema,
  invitationsAcceptSchema, invitationJoinSchema,
} from './schemas/workspace.schema';
export type { Workspace, WorkspaceCreate, WorkspaceUpdate, WorkspaceMember, WorkspaceInvitation, InvitationCreate } from './schemas/workspace.schema';
