import { request, type APIRequestContext, type APIResponse } from 'playwright-core';
import { apiPaths, ROLE, type Role } from '@cairn/types';
import { baseUrl } from './browser';

/** A strong password every test account uses (sign-up refuses weak ones). */
export const STRONG_PASSWORD = 'Cairn-test-123!';

/**
 * A signed-in HTTP session outside the browser, for arranging data quickly (the browser then tests the screens).
 * It follows the server's double-submit CSRF rule: the csrftoken cookie repeated in X-CSRFToken.
 */
export class ApiSession {
  private constructor(
    private readonly http: APIRequestContext,
    private readonly csrf: string,
  ) {}

  /** Opens a cookie jar and fetches a CSRF token. */
  static async open(): Promise<ApiSession> {
    const http = await request.newContext({ baseURL: baseUrl });
    const res = await http.get(apiPaths.csrf());
    const body = (await expectOk(res, 'csrf')) as { csrf_token: string };
    return new ApiSession(http, body.csrf_token);
  }

  /** A JSON call that must succeed; returns the parsed body (undefined for 204). */
  async call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, data?: unknown): Promise<unknown> {
    const res = await this.http.fetch(url, { method, data, headers: { 'X-CSRFToken': this.csrf } });
    return expectOk(res, `${method} ${url}`);
  }

  /** Ends the cookie jar. */
  async close(): Promise<void> {
    await this.http.dispose();
  }
}

async function expectOk(res: APIResponse, what: string): Promise<unknown> {
  if (!res.ok()) throw new Error(`${what} answered ${res.status()}: ${await res.text()}`);
  if (res.status() === 204) return undefined;
  return res.json();
}

/** What arrangeOnboardedAccount created: the credentials and the workspace. */
export interface ArrangedAccount {
  email: string;
  password: string;
  slug: string;
  workspaceName: string;
}

/**
 * Signs up an account over HTTP, gives it a first name, creates a workspace (as its last workspace), optionally invites
 * people, and marks it onboarded, so a browser test can start from "an existing member signs in".
 */
export async function arrangeOnboardedAccount(input: { email: string; slug: string; workspaceName?: string; invite?: { email: string; role?: Role }[] }): Promise<ArrangedAccount> {
  const api = await ApiSession.open();
  try {
    const workspaceName = input.workspaceName ?? `Team ${input.slug}`;
    await api.call('POST', apiPaths.signUp(), { email: input.email, password: STRONG_PASSWORD });
    await api.call('PATCH', apiPaths.me(), { first_name: 'Ada', last_name: 'Tester', display_name: 'ada' });
    const workspace = (await api.call('POST', apiPaths.workspaces(), { name: workspaceName, slug: input.slug })) as { id: string };
    await api.call('PATCH', apiPaths.profile(), { last_workspace_id: workspace.id });
    if (input.invite?.length) {
      await api.call('POST', apiPaths.invitations(input.slug), { emails: input.invite.map((i) => ({ email: i.email, role: i.role ?? ROLE.MEMBER })) });
    }
    await api.call('POST', apiPaths.onboard(), { is_onboarded: true });
    return { email: input.email, password: STRONG_PASSWORD, slug: input.slug, workspaceName };
  } finally {
    await api.close();
  }
}

/**
 * Signs up an invited teammate over HTTP (first name Bea, display name bea), accepts every invitation waiting for them,
 * marks them onboarded, and — with `joinProject` — joins that project of `joinProject.slug`.
 */
export async function arrangeInvitedTeammate(email: string, joinProject?: { slug: string; projectId: string }): Promise<void> {
  const api = await ApiSession.open();
  try {
    await api.call('POST', apiPaths.signUp(), { email, password: STRONG_PASSWORD });
    await api.call('PATCH', apiPaths.me(), { first_name: 'Bea', last_name: 'Teammate', display_name: 'bea' });
    const invitations = (await api.call('GET', apiPaths.myInvitations())) as { id: string }[];
    await api.call('POST', apiPaths.myInvitations(), { invitations: invitations.map((i) => i.id) });
    await api.call('POST', apiPaths.onboard(), { is_onboarded: true });
    if (joinProject) await api.call('POST', apiPaths.projectsJoin(joinProject.slug), { project_ids: [joinProject.projectId] });
  } finally {
    await api.close();
  }
}
