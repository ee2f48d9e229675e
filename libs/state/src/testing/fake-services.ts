import type { Services } from '@cairn/services';

/** Per-service method replacements for createFakeServices. */
export type FakeServicesOverrides = { [K in keyof Services]?: Partial<Services[K]> };

// A record over keyof Services makes the compiler flag a service added to createServices but missing here.
const SERVICE_KEYS: Record<keyof Services, true> = {
  auth: true, users: true, workspaces: true, members: true, invitations: true, projects: true, projectMembers: true, states: true, labels: true,
  estimates: true, workItems: true, comments: true, reactions: true, links: true, relations: true, history: true, attachments: true,
  workspaceDrafts: true, workItemLists: true, boot: true, events: true, modules: true, cycles: true, intake: true, views: true, teamspaces: true, epics: true, favorites: true, pages: true, notifications: true, home: true,
  analytics: true, instance: true, search: true,
  profiles: true, exports: true,
  timeLogs: true, apiTokens: true, webhooks: true, publishing: true, publicBoard: true,
};
const SERVICE_NAMES = Object.keys(SERVICE_KEYS) as (keyof Services)[];

/**
 * A Services object for tests: every method not overridden rejects with "not stubbed", so a test notices
 * any call it did not expect.
 */
export function createFakeServices(overrides: FakeServicesOverrides = {}): Services {
  const result: Record<string, unknown> = {};
  for (const name of SERVICE_NAMES) {
    const given = (overrides[name] ?? {}) as Record<string, unknown>;
    result[name] = new Proxy(given, {
      get(target, prop) {
        // 'then' must stay undefined, or awaiting a service object would treat it as a promise.
        if (typeof prop !== 'string' || prop === 'then') return undefined;
        if (prop in target) return target[prop];
        return () => Promise.reject(new Error(`Fake service ${name}.${prop} was called but not stubbed`));
      },
    });
  }
  return result as Services;
}
