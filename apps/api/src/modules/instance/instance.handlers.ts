import { readFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  ERROR_CODE,
  INSTANCE_TEXT,
  SPEC_TEXT,
  getPasswordStrength,
  type InstanceEmailTest,
  type InstanceEmailTestResult,
  type InstanceInfo,
  type InstanceSettings,
  type InstanceSettingsUpdate,
  type User,
} from '@cairn/types';
import type { z } from 'zod';
import type { instanceSetupSchema } from '@cairn/types';
import type { Config } from '../../config/config';
import { isUniqueViolation, type DbOrTx } from '../../data/db';
import {
  anyWorkspaceExists,
  findInstanceSetting,
  insertInstanceSettingIfAbsent,
  instanceAdminExists,
  listInstanceAdmins,
  lockInstanceSettings,
} from '../../data/repositories/instance.repository';
import { createUser, findUserByEmail, updateUser } from '../../data/repositories/users.repository';
import { badRequest, forbidden } from '../../http/errors';
import { enforceRateLimit } from '../../http/rate-limit';
import type { PublicContext, SessionContext } from '../../http/route';
import { startSession } from '../../http/session';
import { smtpFromSettings } from '../../mail/mail-settings';
import { sendSmtpTestMail } from '../../mail/smtp-test-mail';
import { AUTH_RATE_LIMITS } from '../auth/auth.policy';
import { hashPassword, verifyPassword } from '../auth/password.service';
import { presentUser } from '../users/users.presenter';
import { getInstanceSettings, invalidateInstanceSettings, saveInstanceSettings } from './instance-settings.store';
import { assertSignInMethodLeft, INSTANCE_ERROR_CODE, requireInstanceAdmin } from './instance.policy';
import { presentInstanceInfo, presentInstanceSettings } from './instance.presenter';

/** The instance_settings row whose insertion decides who completes the first run (its primary key lets exactly one in). */
export const SETUP_CLAIM_KEY = 'setup_claimed';
/** The instance's id, a UUID created on first read. */
export const INSTANCE_ID_KEY = 'instance_id';
/** Answer when the set-up form names an email that already has an account and the password does not match it. */
export const SETUP_ACCOUNT_EXISTS_TEXT = 'An account with this email already exists. Enter its password to make it the instance admin, or use another email.';
/** How long the email test may take. */
export const EMAIL_TEST_TIMEOUT_MS = 10_000;
const EMAIL_TEST_LIMIT = { limit: 10, windowSec: 60 };

let cachedVersion: string | undefined;
function instanceVersion(config: Pick<Config, 'appsDir'>): string {
  if (cachedVersion) return cachedVersion;
  try {
    const pkg = JSON.parse(readFileSync(path.join(config.appsDir, '..', 'package.json'), 'utf8')) as { version?: string };
    cachedVersion = pkg.version ?? '0.0.0';
  } catch {
    cachedVersion = '0.0.0';
  }
  return cachedVersion;
}

/** The instance id, created once (racing first reads insert one row: ON CONFLICT DO NOTHING, then read it back). */
export async function ensureInstanceId(h: DbOrTx): Promise<string> {
  const found = await findInstanceSetting(h, INSTANCE_ID_KEY);
  if (typeof found === 'string') return found;
  await insertInstanceSettingIfAbsent(h, INSTANCE_ID_KEY, randomUUID());
  return String(await findInstanceSetting(h, INSTANCE_ID_KEY));
}

/**
 * GET /api/instances/ (public): the instance and the config the apps need at boot. The settings come from the
 * process's cache; browsers must ask again each time (`no-cache`): a cached "not set up" or "sign-up on" would show the
 * first-run form or a closed sign-up for seconds after it changed.
 */
export async function getInstanceInfo(ctx: PublicContext): Promise<InstanceInfo> {
  const { db, deps, reply } = ctx;
  const [settings, id, isSetupDone, workspacesExist] = [await getInstanceSettings(db), await ensureInstanceId(db), await instanceAdminExists(db), await anyWorkspaceExists(db)];
  reply.header('cache-control', 'no-cache');
  return presentInstanceInfo(settings, { id, version: instanceVersion(deps.config), isSetupDone, workspacesExist }, deps.config);
}

/**
 * POST /api/instances/admins/sign-up/: the first run. Exactly one submission wins (the PK of the 'setup_claimed' row
 * decides between racing transactions); afterwards 403 setupDone. A new email gets an account with that password; an
 * email that already has an account becomes admin only with that account's password (else 400).
 */
export async function setUpInstance(ctx: PublicContext<z.output<typeof instanceSetupSchema>>): Promise<User> {
  const { db, deps, req, reply, body } = ctx;
  const now = deps.now();
  await enforceRateLimit(db, `instance-setup:ip:${req.ip}`, AUTH_RATE_LIMITS.signUpPerIp, now);
  const done = () => forbidden(INSTANCE_TEXT.setupDone, INSTANCE_ERROR_CODE.setupDone);
  if ((await findInstanceSetting(db, SETUP_CLAIM_KEY)) !== undefined || (await instanceAdminExists(db))) throw done();
  const existing = await findUserByEmail(db, body.email);
  const accountExists = () => badRequest(SETUP_ACCOUNT_EXISTS_TEXT, { email: [SETUP_ACCOUNT_EXISTS_TEXT] }, INSTANCE_ERROR_CODE.accountExists);
  if (existing) {
    const ok = existing.password_hash ? await verifyPassword(body.password, existing.password_hash) : false;
    if (!ok || !existing.is_active) throw accountExists();
  } else if (getPasswordStrength(body.password) !== 'strong') {
    throw badRequest(SPEC_TEXT.passwordWeakSignUp, { password: [SPEC_TEXT.passwordWeakSignUp] }, ERROR_CODE.PASSWORD_WEAK);
  }
  const passwordHash = existing ? null : await hashPassword(body.password, deps.config.scryptN);
  let user;
  try {
    user = await db.transaction(async (tx) => {
      if (!(await insertInstanceSettingIfAbsent(tx, SETUP_CLAIM_KEY, { at: now.toISOString() }))) throw done();
      if (await instanceAdminExists(tx)) throw done();
      const account = existing ?? (await createUser(tx, { email: body.email, password_hash: passwordHash, is_password_autoset: false, now }));
      const names = existing ? {} : { first_name: body.first_name, last_name: body.last_name, display_name: body.first_name };
      const admin = await updateUser(tx, account.id, { ...names, is_instance_admin: true, last_login: now, updated_at: now });
      await saveInstanceSettings(tx, { instance_name: body.instance_name }, admin.id, now);
      await ensureInstanceId(tx);
      await startSession(tx, req, reply, admin.id);
      return admin;
    });
  } catch (err) {
    // Someone signed up with this email between the check and the insert.
    if (isUniqueViolation(err)) throw accountExists();
    throw err;
  }
  invalidateInstanceSettings();
  return presentUser(user);
}

async function settingsAnswer(h: DbOrTx): Promise<InstanceSettings> {
  const [settings, id, admins] = [await getInstanceSettings(h), await ensureInstanceId(h), await listInstanceAdmins(h)];
  return presentInstanceSettings(settings, id, admins[0]?.email ?? '');
}

/** GET /api/instances/admin/settings/ */
export async function getAdminSettings(ctx: SessionContext): Promise<InstanceSettings> {
  requireInstanceAdmin(ctx);
  return settingsAnswer(ctx.db);
}

/** PATCH /api/instances/admin/settings/: any subset; refuses to turn off the last sign-in method. */
export async function updateAdminSettings(ctx: SessionContext<InstanceSettingsUpdate>): Promise<InstanceSettings> {
  const admin = requireInstanceAdmin(ctx);
  const { db, deps, body } = ctx;
  const answer = await db.transaction(async (tx) => {
    await lockInstanceSettings(tx);
    const current = await getInstanceSettings(tx);
    assertSignInMethodLeft({ ...current, ...body });
    await saveInstanceSettings(tx, body, admin.id, deps.now());
    return settingsAnswer(tx);
  });
  invalidateInstanceSettings();
  return answer;
}

/** POST /api/instances/admin/email-test/: sends now with the saved settings and reports the server's answer (never a 5xx). */
export async function sendTestEmail(ctx: SessionContext<InstanceEmailTest>): Promise<InstanceEmailTestResult> {
  const admin = requireInstanceAdmin(ctx);
  const { db, deps, body } = ctx;
  await enforceRateLimit(db, `email-test:acct:${admin.id}`, EMAIL_TEST_LIMIT, deps.now());
  const settings = await getInstanceSettings(db);
  if (!settings.is_smtp_enabled) return { ok: false, message: 'Mail is turned off on this instance.' };
  const smtp = smtpFromSettings(settings);
  if (!smtp) return { ok: false, message: 'No SMTP host is set.' };
  const text = `This is a test email from ${settings.instance_name} (${deps.config.publicUrl}). If you can read it, mail works.`;
  return sendSmtpTestMail(smtp, { to: body.to, subject: `${settings.instance_name}: test email`, text }, EMAIL_TEST_TIMEOUT_MS);
}
