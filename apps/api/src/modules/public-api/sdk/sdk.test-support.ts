import { HttpError } from '@makeplane/plane-node-sdk';

// Helpers of the SDK-driven tests (not a test file itself).

/** Any UUID. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The UTC day `offset` days from today, as YYYY-MM-DD. */
export function day(offset: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offset)).toISOString().slice(0, 10);
}

/**
 * Runs one SDK call; an HttpError becomes an error naming the call (method and path), the status and the body Cairn
 * answered, so a failing step says exactly which route is missing or refuses the SDK's request.
 */
export async function sdkCall<T>(label: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof HttpError) {
      throw new Error(`${label} → HTTP ${error.statusCode}: ${JSON.stringify(error.response)?.slice(0, 600)}`);
    }
    throw error;
  }
}

/** Asserts the SDK call fails with an HttpError of `status`. */
export async function expectHttpError(promise: Promise<unknown>, status: number, message?: string): Promise<void> {
  let caught: unknown;
  try {
    await promise;
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(HttpError);
  expect({ status: (caught as HttpError).statusCode, body: (caught as HttpError).response }).toEqual(expect.objectContaining({ status }));
  // The SDK takes its message from the answer's `message` (the v1 error bodies repeat `error` there).
  if (message !== undefined) expect((caught as HttpError).message).toBe(message);
}

/** The fields of the SDK's BaseModel: an id, ISO timestamps and the creator's id. */
export function expectBase(obj: object, creatorId: string): void {
  expect(obj).toEqual(
    expect.objectContaining({
      id: expect.stringMatching(UUID),
      created_at: expect.any(String),
      updated_at: expect.any(String),
      created_by: creatorId,
    }),
  );
  const row = obj as { created_at: string; updated_at: string };
  expect(Number.isNaN(Date.parse(row.created_at))).toBe(false);
  expect(Number.isNaN(Date.parse(row.updated_at))).toBe(false);
}

/** The SDK's PaginatedResponse: counts, cursors and results. */
export function expectEnvelope(page: unknown): void {
  expect(page).toEqual(
    expect.objectContaining({
      total_count: expect.any(Number),
      next_cursor: expect.any(String),
      prev_cursor: expect.any(String),
      next_page_results: expect.any(Boolean),
      prev_page_results: expect.any(Boolean),
      count: expect.any(Number),
      total_pages: expect.any(Number),
      total_results: expect.any(Number),
      results: expect.any(Array),
    }),
  );
  const env = page as { count: number; results: unknown[] };
  expect(env.count).toBe(env.results.length);
}

/** Every call of the SDK flow as the SDK sends it (method and path under /api/v1, `:x` for each path parameter). */
export const SDK_FLOW_ROUTES: ReadonlyArray<string> = [
  'GET /users/me/',
  'GET /workspaces/:x/projects/',
  'POST /workspaces/:x/projects/',
  'GET /workspaces/:x/projects/:x/',
  'PATCH /workspaces/:x/projects/:x/',
  'DELETE /workspaces/:x/projects/:x/',
  'GET /workspaces/:x/projects/:x/states/',
  'POST /workspaces/:x/projects/:x/states/',
  'GET /workspaces/:x/projects/:x/labels/',
  'POST /workspaces/:x/projects/:x/labels/',
  'GET /workspaces/:x/projects/:x/work-items/',
  'POST /workspaces/:x/projects/:x/work-items/',
  'GET /workspaces/:x/projects/:x/work-items/:x/',
  'PATCH /workspaces/:x/projects/:x/work-items/:x/',
  'GET /workspaces/:x/work-items/:x/',
  'GET /workspaces/:x/work-items/search/',
  'GET /workspaces/:x/projects/:x/work-items/:x/relations/',
  'POST /workspaces/:x/projects/:x/work-items/:x/relations/',
  'POST /workspaces/:x/projects/:x/work-items/:x/relations/remove/',
  'GET /workspaces/:x/projects/:x/cycles/',
  'POST /workspaces/:x/projects/:x/cycles/',
  'GET /workspaces/:x/projects/:x/cycles/:x/',
  'GET /workspaces/:x/projects/:x/cycles/:x/cycle-issues/',
  'POST /workspaces/:x/projects/:x/cycles/:x/cycle-issues/',
  'DELETE /workspaces/:x/projects/:x/cycles/:x/cycle-issues/:x/',
  'GET /workspaces/:x/projects/:x/modules/',
  'POST /workspaces/:x/projects/:x/modules/',
  'GET /workspaces/:x/projects/:x/modules/:x/module-issues/',
  'POST /workspaces/:x/projects/:x/modules/:x/module-issues/',
  'DELETE /workspaces/:x/projects/:x/modules/:x/module-issues/:x/',
  'GET /workspaces/:x/projects/:x/work-items/:x/comments/',
  'POST /workspaces/:x/projects/:x/work-items/:x/comments/',
  'PATCH /workspaces/:x/projects/:x/work-items/:x/comments/:x/',
  'GET /workspaces/:x/projects/:x/work-items/:x/links/',
  'POST /workspaces/:x/projects/:x/work-items/:x/links/',
  'DELETE /workspaces/:x/projects/:x/work-items/:x/links/:x/',
  'GET /workspaces/:x/projects/:x/intake-issues/',
  'POST /workspaces/:x/projects/:x/intake-issues/',
  'GET /workspaces/:x/projects/:x/intake-issues/:x/',
];

/** `METHOD /path` with every path parameter written `:x` (compares routes whatever their parameter names). */
export function routeShape(method: string, url: string): string {
  return `${method} ${url.replace(/:[A-Za-z_][A-Za-z0-9_]*/g, ':x')}`;
}

/** The `wanted` routes (under /api/v1) that the server does not register. */
export function missingRoutes(routeList: ReadonlyArray<{ method: string; url: string }>, wanted: ReadonlyArray<string>): string[] {
  const served = new Set(routeList.map((r) => routeShape(r.method, r.url)));
  return wanted.filter((w) => {
    const [method, path] = w.split(' ');
    return !served.has(`${method} /api/v1${path}`);
  });
}

/** A soft check log: `check` runs any assertion, `fields` compares named fields and lists only the differing ones. */
export interface ShapeLog {
  check: (label: string, assertion: () => void) => void;
  fields: (label: string, obj: unknown, expected: Record<string, unknown>) => void;
  failures: string[];
}

/**
 * Shape checks that do not stop the flow: each failed check is kept (label and what differs) and the flow's last step
 * asserts none failed, so one run lists every answer that differs from the SDK's models.
 */
export function createShapeLog(): ShapeLog {
  const failures: string[] = [];
  return {
    failures,
    check(label, assertion) {
      try {
        assertion();
      } catch (error) {
        const text = error instanceof Error ? error.message : String(error);
        const plain = text.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');
        failures.push(`${label}: ${plain.split('\n').filter((l) => l.trim()).slice(0, 12).join(' | ')}`);
      }
    },
    fields(label, obj, expected) {
      const row = (obj ?? {}) as Record<string, unknown>;
      const wrong = Object.entries(expected)
        .filter(([key, value]) => !expect.objectContaining({ [key]: value }).asymmetricMatch(row))
        .map(([key]) => `${key} is ${key in row ? JSON.stringify(row[key])?.slice(0, 120) : 'missing'}`);
      if (wrong.length) failures.push(`${label}: ${wrong.join('; ')}`);
    },
  };
}

/** The fields of the SDK's BaseModel: an id, ISO timestamps and the creator's id. */
export function baseFields(creatorId: string): Record<string, unknown> {
  return { id: expect.stringMatching(UUID), created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), created_by: creatorId };
}
