import { ERROR_CODE } from '@cairn/types';
import { randomUUID } from 'node:crypto';
import { existingIdsFor, idFor, pathValue, type FuzzWorld } from './bad-input.test-support';

/** The parts of JSON Schema the OpenAPI document uses. */
export interface Schema {
  type?: string | string[];
  anyOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  items?: Schema;
  minItems?: number;
  properties?: Record<string, Schema>;
  required?: string[];
}

/** One OpenAPI operation. */
export interface Operation {
  method: string;
  path: string;
  params: Array<{ name: string; in: 'path' | 'query'; schema: Schema }>;
  body?: Schema;
}

/** One bad request: what it tests, and the request. `invalidText` cases (NUL, lone surrogate) must answer 400 INVALID_CHARACTERS. */
export interface BadCase {
  label: string;
  invalidText: boolean;
  url: string;
  body?: unknown;
}

/** A query or path value: plain (encoded here) or already percent-encoded. */
type Value = string | string[] | { raw: string };

const NUL = 'a\u0000b';
const HUGE = 'a'.repeat(1_000_000);
const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/** The non-null branch of `anyOf: [X, null]`. */
function main(s: Schema): Schema {
  return s.anyOf ? (s.anyOf.find((v) => v.type !== 'null') ?? s.anyOf[0]) : s;
}
const kind = (s: Schema) => {
  const m = main(s);
  if (m.const !== undefined || m.enum) return 'enum';
  return Array.isArray(m.type) ? m.type[0] : (m.type ?? 'unknown');
};
const isUuid = (s: Schema) => main(s).format === 'uuid' || (kind(s) === 'array' && main(main(s).items ?? {}).format === 'uuid');
const isDate = (name: string, s: Schema) => /_date$|_at$|__gt$|^since$/.test(name) || main(s).format === 'date-time';

/** A valid value for a field (rows of the world for ids), enough for the rest of a body to pass validation. */
export function sample(s: Schema, name: string, w: FuzzWorld): unknown {
  const m = main(s);
  if (m.const !== undefined) return m.const;
  if (m.enum) return m.enum[0];
  switch (kind(m)) {
    case 'string': {
      if (m.format === 'uuid') return idFor(w, name) ?? randomUUID();
      if (m.format === 'email') return `fuzz-${randomUUID().slice(0, 8)}@example.com`;
      if (m.format === 'uri' || name === 'url') return 'https://example.com/';
      if (isDate(name, m)) return name.endsWith('_date') ? '2030-01-02' : new Date().toISOString();
      const named: Record<string, string> = { color: '#123456', identifier: `Q${randomUUID().slice(0, 6).replace(/[^0-9]/g, '1').toUpperCase()}`, slug: `fz-${randomUUID().slice(0, 8)}`, reaction: '👍', password: 'Str0ng-Passw0rd!', new_password: 'Str0ng-Passw0rd!', old_password: 'Wrong-Passw0rd1!' };
      return named[name] ?? 'x'.repeat(Math.max(1, m.minLength ?? 1));
    }
    case 'integer':
    case 'number':
      return m.exclusiveMinimum !== undefined ? m.exclusiveMinimum + 1 : (m.minimum ?? 0);
    case 'boolean':
      return false;
    case 'array':
      return (m.minItems ?? 0) > 0 ? [sample(m.items ?? {}, name, w)] : [];
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of m.required ?? []) out[key] = sample(m.properties?.[key] ?? {}, key, w);
      return out;
    }
    default:
      return 'x';
  }
}

/** Bad values for one field: NUL, wrong types, huge, malformed / random / foreign ids, odd numbers and dates; nested fields too. */
function fieldVariants(name: string, s: Schema, base: unknown, w: FuzzWorld, foreign: FuzzWorld, depth: number): Array<[string, unknown, boolean]> {
  const m = main(s);
  const k = kind(s);
  const out: Array<[string, unknown, boolean]> = [];
  const nullable = Boolean(s.anyOf?.some((v) => v.type === 'null'));
  if (!nullable) out.push(['null', null, false]);
  if (k === 'string' || k === 'enum' || k === 'unknown') {
    out.push(['NUL', NUL, true], ['number for string', 12345, false], ['huge', HUGE, false], ['lone surrogate', 'a\uD800b', true]);
  } else if (k === 'integer' || k === 'number') {
    out.push(['NUL', NUL, true], ['string for number', 'abc', false], ['negative', -1, false], ['int overflow', 2147483648, false], ['huge number', 1e308, false], ['fraction', 1.5, false]);
  } else if (k === 'boolean') {
    out.push(['NUL', NUL, true], ['string for boolean', 'yes', false]);
  } else if (k === 'array') {
    out.push(['NUL item', [NUL], true], ['object for array', { a: 1 }, false], ['string for array', 'x', false], ['huge item', [HUGE], false]);
  } else if (k === 'object') {
    const first = Object.keys(m.properties ?? {})[0] ?? 'k';
    out.push(['NUL value', { ...(base as object), [first]: NUL }, true], ['NUL key', { [NUL]: 'x' }, true], ['array for object', ['x'], false], ['string for object', 'x', false]);
  }
  if (isUuid(s)) {
    const wrap = (v: string) => (k === 'array' ? [v] : v);
    out.push(['malformed id', wrap('not-a-uuid'), false], ['random id', wrap(randomUUID()), false]);
    const theirs = idFor(foreign, name);
    if (theirs) out.push(['foreign id', wrap(theirs), false]);
    const mine = idFor(w, name);
    if (k === 'array' && mine) out.push(['duplicate ids', [mine, mine], false]);
  }
  if (k === 'string' && isDate(name, s)) out.push(['impossible date', '2024-02-30', false], ['far date', '99999-12-31', false], ['ancient date', '0001-01-01', false], ['not a date', 'soon', false]);
  if (depth < 3 && k === 'object' && m.properties) {
    const obj = (base && typeof base === 'object' && !Array.isArray(base) ? base : sample(m, name, w)) as Record<string, unknown>;
    for (const [key, child] of Object.entries(m.properties)) {
      for (const [label, v, nul] of fieldVariants(key, child, obj[key], w, foreign, depth + 1)) out.push([`${key}: ${label}`, { ...obj, [key]: v }, nul]);
    }
  }
  if (depth < 3 && k === 'array' && kind(m.items ?? {}) === 'object') {
    const item = Array.isArray(base) && base.length ? base[0] : sample(m.items ?? {}, name, w);
    for (const [label, v, nul] of fieldVariants(name, m.items ?? {}, item, w, foreign, depth + 1)) if (label.includes(':')) out.push([`[0].${label}`, [v], nul]);
  }
  return out;
}

const enc = (v: Value) => (typeof v === 'object' && !Array.isArray(v) ? v.raw : encodeURIComponent(v as string));
const query = (q: Record<string, Value>) => {
  const parts: string[] = [];
  for (const [key, v] of Object.entries(q)) for (const one of Array.isArray(v) ? v : [v]) parts.push(`${encodeURIComponent(key)}=${enc(one)}`);
  return parts.length ? `?${parts.join('&')}` : '';
};
const fill = (path: string, values: Record<string, Value>) => path.replace(/\{([A-Za-z0-9_]+)\}/g, (_, name: string) => enc(values[name]));

/** Bad values for a query parameter or a path segment. */
function paramVariants(name: string, s: Schema, w: FuzzWorld, foreign: FuzzWorld, inPath: boolean, path: string): Array<[string, Value, boolean]> {
  const out: Array<[string, Value, boolean]> = [
    ['NUL', NUL, true],
    ['invalid UTF-8', { raw: 'a%ED%A0%80b' }, false],
    ['bad escape', { raw: '%E0%A4%A' }, false],
    ['long', 'x'.repeat(inPath ? 300 : 100_000), false],
  ];
  if (!inPath) out.push(['repeated', ['1', '2'], false], ['empty', '', false]);
  const id = inPath ? undefined : idFor(w, name);
  if (isUuid(s) || id || (inPath && /Id$|^id$/.test(name))) {
    const theirs = inPath ? pathValue(foreign, path, name) : idFor(foreign, name);
    out.push(['malformed id', 'not-a-uuid', false], ['random id', randomUUID(), false]);
    if (inPath) out.push(['nil id', NIL_UUID, false]);
    if (theirs) out.push(['foreign id', theirs, false]);
    if (!inPath) out.push(['id list with junk', `${id ?? randomUUID()},not-a-uuid,,`, false]);
  } else if (inPath) {
    const theirs = pathValue(foreign, path, name);
    if (theirs !== pathValue(w, path, name)) out.push(['foreign', theirs, false]);
    out.push(['quote', "x'\"", false]);
  }
  const k = kind(s);
  if (k === 'integer' || k === 'number') out.push(['negative', '-1', false], ['not a number', 'abc', false], ['huge number', '99999999999999999999', false], ['exponent', '1e400', false]);
  if (isDate(name, s) || /date/.test(name)) out.push(['impossible date', '2024-02-30', false], ['far date', '99999-12-31', false], ['range junk', '2024-01-01;after,x;before', false]);
  if (name === 'cursor') out.push(['huge cursor', '9999:9999999:999999999', false], ['zero cursor', '0:0:0', false]);
  if (name === 'after') out.push(['after junk time', `aaaaaaaaaa,${randomUUID()}`, false], ['after bad date', `2024-13-45T99:00:00Z,${randomUUID()}`, false]);
  if (k === 'enum') out.push(['unknown value', 'nope', false]);
  if (!inPath && k === 'string' && !isUuid(s)) out.push(['like pattern', "%_\\'", false]);
  return out;
}

/** The valid request the cases of an operation start from: the world's ids in the path, the body's required fields. */
export function baselineOf(op: Operation, w: FuzzWorld): { url: string; body?: Record<string, unknown> } {
  const values = Object.fromEntries(op.params.filter((p) => p.in === 'path').map((p) => [p.name, pathValue(w, op.path, p.name)]));
  const body = op.body ? (sample(op.body, 'body', w) as Record<string, unknown>) : undefined;
  // Asset slots take only the entity types of their level.
  if (body && op.path === '/api/assets/v2/workspaces/{slug}/') body.entity_type = 'PAGE_DESCRIPTION';
  if (body && op.path === '/api/assets/v2/user-assets/') body.entity_type = 'USER_AVATAR';
  // A favorite's entity is required with its type (the first type is project): the world's project.
  if (body && op.path === '/api/workspaces/{slug}/user-favorites/') body.entity_identifier = w.projectId;
  // A time log needs a duration (minutes, or hours + minutes: both optional in the schema, their sum 1..1440).
  if (body && op.method.toUpperCase() === 'POST' && op.path.endsWith('/worklogs/')) body.minutes = 30;
  // A new SSO provider needs its client secret (optional in the schema: an update keeps the stored one).
  if (body && op.method.toUpperCase() === 'POST' && op.path === '/api/instances/admin/sso-providers/') body.client_secret = 'a-client-secret';
  return { url: fill(op.path, values), body };
}

/** Every bad case of one operation, with the other inputs valid so each case reaches as far into the handler as it can. */
export function casesFor(op: Operation, w: FuzzWorld, foreign: FuzzWorld): BadCase[] {
  const pathParams = op.params.filter((p) => p.in === 'path');
  const queryParams = op.params.filter((p) => p.in === 'query');
  const values: Record<string, Value> = Object.fromEntries(pathParams.map((p) => [p.name, pathValue(w, op.path, p.name)]));
  const { url, body: baseBody } = baselineOf(op, w);
  const cases: BadCase[] = [];
  for (const p of pathParams) {
    for (const [label, v, nul] of paramVariants(p.name, p.schema, w, foreign, true, op.path)) {
      cases.push({ label: `path ${p.name}: ${label}`, invalidText: nul, url: fill(op.path, { ...values, [p.name]: v }), body: baseBody });
    }
  }
  for (const p of queryParams) {
    for (const [label, v, nul] of paramVariants(p.name, p.schema, w, foreign, false, op.path)) {
      cases.push({ label: `query ${p.name}: ${label}`, invalidText: nul, url: url + query({ [p.name]: v }), body: baseBody });
    }
  }
  if (op.method === 'GET') cases.push({ label: 'unknown query parameter: NUL', invalidText: true, url: url + query({ zz: NUL }) });
  if (op.body && baseBody) {
    for (const [label, body] of [['array body', []], ['string body', 'x'], ['null body', null]] as const) cases.push({ label, invalidText: false, url, body });
    for (const [key, s] of Object.entries(op.body.properties ?? {})) {
      for (const [label, v, nul] of fieldVariants(key, s, baseBody[key], w, foreign, 1)) cases.push({ label: `body ${key}: ${label}`, invalidText: nul, url, body: { ...baseBody, [key]: v } });
    }
    if (op.body.properties?.id && op.method === 'POST') {
      for (const id of [...existingIdsFor(w, op.path), ...existingIdsFor(foreign, op.path)]) cases.push({ label: 'body id: existing row', invalidText: false, url, body: { ...baseBody, id } });
    }
  }
  return cases;
}

/** Documented streams that never end: the walk would wait on them forever (their own tests cover their input). */
const STREAMS = new Set(['/api/public/anchor/{anchor}/events/']);

/**
 * The operations of an OpenAPI document, with their inputs' schemas. The public API v1 (/api/v1/, X-Api-Key instead of
 * the session the walkers use) only with `publicApi: true` (http/bad-input.test.ts sends a key to those).
 */
export function operationsOf(
  doc: { paths: Record<string, Record<string, { parameters: Operation['params']; requestBody?: { content: Record<string, { schema: Schema }> } }>> },
  options: { publicApi?: boolean } = {},
): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (!options.publicApi && path.startsWith('/api/v1/')) continue;
    if (STREAMS.has(path)) continue;
    for (const [method, op] of Object.entries(methods)) {
      ops.push({ method: method.toUpperCase(), path, params: op.parameters, body: op.requestBody?.content['application/json']?.schema });
    }
  }
  return ops;
}

/**
 * Sends every bad case of `ops` as `mine` (deleting operations last, so they cannot starve the others of the world's
 * rows) and answers the failures — a 5xx, or invalid text not refused with 400 INVALID_CHARACTERS — and how many were
 * sent. The module tests' narrowed walks of http/bad-input.test.ts.
 */
export async function walkBadInput(ops: Operation[], mine: FuzzWorld, theirs: FuzzWorld): Promise<{ failures: string[]; sent: number }> {
  const failures: string[] = [];
  let sent = 0;
  for (const op of [...ops].sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'))) {
    for (const c of casesFor(op, mine, theirs)) {
      const res = await mine.agent.request({
        method: op.method,
        url: c.url,
        body: c.body === undefined ? undefined : JSON.stringify(c.body),
        headers: c.body === undefined ? {} : { 'content-type': 'application/json' },
      });
      sent += 1;
      const nulRefused = !c.invalidText || (res.statusCode === 400 && res.body.includes(ERROR_CODE.INVALID_CHARACTERS));
      if (res.statusCode >= 500 || !nulRefused) failures.push(`${op.method} ${op.path} [${c.label}] → ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
  }
  return { failures, sent };
}
