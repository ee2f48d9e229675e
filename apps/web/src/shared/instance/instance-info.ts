import { apiPaths, type InstanceInfo } from '@cairn/types';
import type { Services } from '@cairn/services';
import { BOOT_ELEMENT_ID, asBootPayload } from '../../app/boot-payload';

// The instance's info (GET /api/instances/: name, sign-in methods, SSO providers, SMTP) for the sign-in screens. Read
// once per page load: from the boot payload the server embedded (the one boot round trip), else one request; a failed
// request is forgotten so a retry asks again. Not a store slice: the screens only read it, nothing writes it.

const loaded = new WeakMap<Services, Promise<InstanceInfo>>();
const known = new WeakMap<Services, InstanceInfo>();

function looksLikeInstanceInfo(value: unknown): value is InstanceInfo {
  if (!value || typeof value !== 'object') return false;
  const { instance, config } = value as Record<string, unknown>;
  return !!instance && typeof instance === 'object' && !!config && typeof config === 'object' && Array.isArray((config as Record<string, unknown>).sso_providers);
}

/** The instance info the server embedded in this page's boot payload, if any (signed in or out). */
export function bootInstanceInfo(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): InstanceInfo | undefined {
  const text = doc?.getElementById(BOOT_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const answer = asBootPayload(JSON.parse(text))?.answers[apiPaths.instances()];
    return looksLikeInstanceInfo(answer) ? answer : undefined;
  } catch {
    return undefined;
  }
}

/** The info already at hand without waiting (loaded earlier, or embedded in the page). */
export function peekInstanceInfo(services: Services): InstanceInfo | undefined {
  const hit = known.get(services) ?? bootInstanceInfo();
  if (hit) known.set(services, hit);
  return hit;
}

/** The instance info: at hand, or one GET /api/instances/ shared by every caller; a failure is not kept. */
export function loadInstanceInfo(services: Services): Promise<InstanceInfo> {
  const hit = peekInstanceInfo(services);
  if (hit) return Promise.resolve(hit);
  let pending = loaded.get(services);
  if (!pending) {
    pending = services.instance.getInfo().then(
      (info) => {
        known.set(services, info);
        return info;
      },
      (err: unknown) => {
        loaded.delete(services);
        throw err;
      },
    );
    loaded.set(services, pending);
  }
  return pending;
}
