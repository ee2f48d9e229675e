import ky, { type KyInstance } from 'ky';
import { apiPaths, bootAnswerKey, ERROR_CODE } from '@cairn/types';
import { ApiError, isApiError } from './api-error';
import { readDocumentCookie } from './cookies';

/** Cookie the server sets with the CSRF token. */
export const CSRF_COOKIE = 'csrftoken';
/** Header unsafe requests carry the CSRF token in. */
export const CSRF_HEADER = 'X-CSRFToken';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Only reads are retried: repeating a write the server may already have applied is not safe.
const RETRY_METHODS = ['get', 'head', 'options'];
const RETRY_STATUSES = [408, 502, 503, 504];

/** Options of createApiClient. */
export interface ApiClientOptions {
  /** Origin (and optional path prefix) put before every apiPaths path; empty means same origin. */
  baseUrl?: string;
  /** fetch to use (tests pass a fake). */
  fetch?: typeof fetch;
  /** Called on every 401 answer; the app sends the browser to unauthorizedRedirectPath(). */
  onUnauthorized?: (info: { status: 401 }) => void;
  /** Reads a cookie by name; defaults to document.cookie. */
  getCookie?: (name: string) => string | undefined;
  /** Milliseconds before a request is abandoned (default 10 000). */
  timeoutMs?: number;
}

/** Per-request options of the client. */
export interface RequestOptions {
  /** JSON body. */
  json?: unknown;
  /** Query parameters; undefined values are dropped. */
  searchParams?: Record<string, string | number | boolean | undefined>;
  /** Leave 401 to the caller: credential checks answer 401 for a wrong password, which is not a lost session. */
  skipUnauthorized?: boolean;
  /** Aborts the request. */
  signal?: AbortSignal;
  /** A GET that never waits for answers on their way (primeWhen): the request that brings them. */
  skipPrimeWait?: boolean;
  /** No retry on a network error or a busy server (a request others wait for: they go their own way at once). */
  noRetry?: boolean;
  /**
   * A write that changes nothing a primed answer holds (recording a recent visit). Any other write drops the primed
   * answers and those on their way: they may predate it.
   */
  keepPrimed?: boolean;
}

/** HTTP methods the client sends. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The HTTP client every service uses: JSON in and out, cookies included, CSRF header on writes, ApiError on failure. */
export interface ApiClient {
  /** Sends one request and returns the parsed JSON answer (undefined for an empty body). */
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  /** GET path. */
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  /** POST path with a JSON body. */
  post<T>(path: string, json?: unknown, options?: RequestOptions): Promise<T>;
  /** PUT path with a JSON body. */
  put<T>(path: string, json?: unknown, options?: RequestOptions): Promise<T>;
  /** PATCH path with a JSON body. */
  patch<T>(path: string, json?: unknown, options?: RequestOptions): Promise<T>;
  /** DELETE path. */
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
  /** The CSRF token the client would send now (fetched when missing). */
  csrfToken(): Promise<string>;
  /**
   * Hands the client answers the server already gave (the boot payload, keyed by `bootAnswerKey`): the next GET of
   * each key within `ttlMs` (default 30 s) is answered from it once, without a request; later GETs go to the server.
   * A write (POST, PUT, PATCH, DELETE; unless `keepPrimed`) drops every primed answer not taken yet.
   */
  prime(answers: Record<string, unknown>, ttlMs?: number): void;
  /**
   * Answers on their way (an in-app visit's boot): GETs sent until `pending` settles (at most PRIME_WAIT_MAX_MS) wait
   * for it, then take their answer from it as prime() would (each key once, within `ttlMs`, default 5 s), else go to
   * the server. Answers primed by an earlier visit and not taken are dropped. A pending that fails or answers undefined
   * primes nothing, nor does one that a write was sent during (its answers may predate the write).
   */
  primeWhen(pending: Promise<Record<string, unknown> | undefined>, ttlMs?: number): void;
  /** The one ky instance behind the client. */
  readonly ky: KyInstance;
}

interface RequestContext {
  skipUnauthorized?: boolean;
}

/** The longest a GET waits for answers on their way (primeWhen) before it asks the server itself. */
export const PRIME_WAIT_MAX_MS = 3_000;

/** Creates the API client: one ky instance with credentials, CSRF, error mapping and 401 reporting. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const getCookie = options.getCookie ?? readDocumentCookie;
  const url = (path: string) => `${baseUrl}${path}`;
  let cachedToken: string | undefined;
  let pendingToken: Promise<string> | undefined;

  const instance: KyInstance = ky.create({
    credentials: 'include',
    fetch: options.fetch,
    timeout: options.timeoutMs ?? 10_000,
    retry: {
      limit: 2,
      methods: RETRY_METHODS,
      statusCodes: RETRY_STATUSES,
      shouldRetry: ({ error }) => (isApiError(error) ? RETRY_STATUSES.includes(error.status) : undefined),
    },
    hooks: {
      beforeRequest: [
        async (request) => {
          if (!UNSAFE_METHODS.has(request.method.toUpperCase())) return;
          request.headers.set(CSRF_HEADER, await csrfToken());
        },
      ],
      afterResponse: [
        async (_request, kyOptions, response) => {
          if (response.ok) return;
          const error = await ApiError.fromResponse(response);
          // A rejected token is stale (rotated at sign-in, or the cookie expired): fetch a new one next time.
          if (error.status === 403 && error.error_code === ERROR_CODE.CSRF) cachedToken = undefined;
          const context = kyOptions.context as RequestContext;
          if (error.status === 401 && !context.skipUnauthorized) options.onUnauthorized?.({ status: 401 });
          throw error;
        },
      ],
    },
  });

  async function csrfToken(): Promise<string> {
    const fromCookie = getCookie(CSRF_COOKIE);
    if (fromCookie) return fromCookie;
    if (cachedToken) return cachedToken;
    // Concurrent first writes share one token request.
    pendingToken ??= instance
      .get(url(apiPaths.csrf()))
      .json<{ csrf_token: string }>()
      .then((body) => {
        cachedToken = body.csrf_token;
        return body.csrf_token;
      })
      .finally(() => {
        pendingToken = undefined;
      });
    return pendingToken;
  }

  // Boot answers waiting for their first GET (prime(), primeWhen()), each with the time it expires.
  const primed = new Map<string, { body: unknown; until: number }>();
  // The answers on their way (primeWhen), until they arrive; and how many writes were sent (answers predating one are dropped).
  let arriving: Promise<unknown> | undefined;
  let writes = 0;
  const primeAll = (answers: Record<string, unknown>, ttlMs: number) => {
    const until = Date.now() + ttlMs;
    for (const [key, body] of Object.entries(answers)) primed.set(key, { body, until });
  };
  const takePrimed = (path: string, searchParams: RequestOptions['searchParams']): { hit: boolean; body?: unknown } => {
    if (primed.size === 0) return { hit: false };
    const key = bootAnswerKey(path, searchParams);
    const entry = primed.get(key);
    if (!entry) return { hit: false };
    primed.delete(key);
    return Date.now() > entry.until ? { hit: false } : { hit: true, body: entry.body };
  };

  async function request<T>(method: HttpMethod, path: string, requestOptions: RequestOptions = {}): Promise<T> {
    if (method === 'GET') {
      // Until the latest answers on their way arrive (a visit may follow another while this GET waits).
      for (let waited = arriving; waited && !requestOptions.skipPrimeWait; waited = arriving === waited ? undefined : arriving) await waited;
      const answer = takePrimed(path, requestOptions.searchParams);
      if (answer.hit) return answer.body as T;
    } else if (!requestOptions.keepPrimed) {
      writes += 1;
      primed.clear();
    }
    const context: RequestContext = { skipUnauthorized: requestOptions.skipUnauthorized };
    try {
      const body = await instance(url(path), {
        method,
        json: requestOptions.json,
        searchParams: requestOptions.searchParams,
        signal: requestOptions.signal,
        ...(requestOptions.noRetry ? { retry: 0 } : {}),
        context: context as Record<string, unknown>,
      }).json<T | ''>();
      return (body === '' ? undefined : body) as T;
    } catch (error) {
      throw toApiError(error);
    }
  }

  return {
    request,
    get: (path, o) => request('GET', path, o),
    post: (path, json, o) => request('POST', path, { ...o, json }),
    put: (path, json, o) => request('PUT', path, { ...o, json }),
    patch: (path, json, o) => request('PATCH', path, { ...o, json }),
    delete: (path, o) => request('DELETE', path, o),
    csrfToken,
    prime: (answers, ttlMs = 30_000) => primeAll(answers, ttlMs),
    primeWhen: (pending, ttlMs = 5_000) => {
      primed.clear();
      const writesBefore = writes;
      // Only the latest visit's answers are primed (a visit overtaken by another is of a screen no longer shown).
      let timer: ReturnType<typeof setTimeout> | undefined;
      const settled: Promise<unknown> = Promise.race([
        pending.then(
          (answers) => answers && arriving === settled && writes === writesBefore && primeAll(answers, ttlMs),
          () => undefined,
        ),
        // A visit that hangs holds the waiting GETs no longer than this; they then go to the server.
        new Promise<void>((resolve) => (timer = setTimeout(resolve, PRIME_WAIT_MAX_MS))),
      ]).finally(() => clearTimeout(timer));
      arriving = settled;
      void settled.then(() => {
        if (arriving === settled) arriving = undefined;
      });
    },
    ky: instance,
  };
}

// Network failures and timeouts become ApiError too, so callers handle one error type; aborts stay aborts.
function toApiError(error: unknown): unknown {
  if (isApiError(error)) return error;
  if (error instanceof Error && error.name === 'AbortError') return error;
  return new ApiError(0);
}
