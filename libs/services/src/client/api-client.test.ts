import { SPEC_TEXT } from '@cairn/types';
import { createApiClient, PRIME_WAIT_MAX_MS } from './api-client';
import { ApiError } from './api-error';
import { createFakeFetch, jsonResponse } from './fake-fetch.test-util';

const baseUrl = 'http://cairn.test';

function csrfAware(answer: (path: string, method: string) => Response) {
  return createFakeFetch((req) => (req.path === '/auth/get-csrf-token/' ? jsonResponse(200, { csrf_token: 'tok-1' }) : answer(req.path, req.method)));
}

describe('createApiClient', () => {
  it('sends cookies with every request and parses JSON', async () => {
    const fake = createFakeFetch(() => jsonResponse(200, { id: 'u1' }));
    const client = createApiClient({ baseUrl, fetch: fake.fetch, getCookie: () => undefined });
    await expect(client.get('/api/users/me/')).resolves.toEqual({ id: 'u1' });
    expect(fake.requests[0]).toMatchObject({ method: 'GET', url: 'http://cairn.test/api/users/me/', credentials: 'include' });
    expect(fake.requests[0].headers.get('x-csrftoken')).toBeNull();
  });

  it('fetches the CSRF token once when no cookie is present and reuses it', async () => {
    const fake = csrfAware(() => jsonResponse(200, { ok: true }));
    const client = createApiClient({ baseUrl, fetch: fake.fetch, getCookie: () => undefined });
    await client.post('/api/workspaces/', { name: 'A' });
    await client.patch('/api/users/me/', { first_name: 'B' });
    await client.delete('/api/workspaces/a/');
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /auth/get-csrf-token/', 'POST /api/workspaces/', 'PATCH /api/users/me/', 'DELETE /api/workspaces/a/',
    ]);
    for (const r of fake.requests.slice(1)) expect(r.headers.get('X-CSRFToken')).toBe('tok-1');
    expect(fake.requests[1].body).toEqual({ name: 'A' });
    expect(fake.requests[1].headers.get('content-type')).toBe('application/json');
  });

  it('shares one token request between concurrent first writes', async () => {
    const fake = csrfAware(() => jsonResponse(200, {}));
    const client = createApiClient({ baseUrl, fetch: fake.fetch, getCookie: () => undefined });
    await Promise.all([client.post('/a/'), client.post('/b/'), client.put('/c/')]);
    expect(fake.requests.filter((r) => r.path === '/auth/get-csrf-token/')).toHaveLength(1);
  });

  it('reads the token from the csrftoken cookie when present, without fetching it', async () => {
    const fake = csrfAware(() => jsonResponse(200, {}));
    const getCookie = jest.fn((name: string) => (name === 'csrftoken' ? 'from-cookie' : undefined));
    const client = createApiClient({ baseUrl, fetch: fake.fetch, getCookie });
    await client.post('/api/workspaces/', {});
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0].headers.get('X-CSRFToken')).toBe('from-cookie');
    expect(getCookie).toHaveBeenCalledWith('csrftoken');
  });

  it('forgets a token the server rejected and fetches a new one', async () => {
    let tokens = 0;
    let rejectNext = true;
    const fake = createFakeFetch((req) => {
      if (req.path === '/auth/get-csrf-token/') return jsonResponse(200, { csrf_token: `tok-${++tokens}` });
      if (rejectNext) {
        rejectNext = false;
        return jsonResponse(403, { error: 'CSRF check failed', error_code: 'CSRF_FAILED' });
      }
      return jsonResponse(200, {});
    });
    const client = createApiClient({ baseUrl, fetch: fake.fetch, getCookie: () => undefined });
    await expect(client.post('/a/')).rejects.toMatchObject({ status: 403, error_code: 'CSRF_FAILED' });
    await client.post('/a/');
    expect(fake.requests.at(-1)?.headers.get('X-CSRFToken')).toBe('tok-2');
  });

  it('turns an error body into ApiError with status, error, error_code and details', async () => {
    const body = { error: 'Invalid request', error_code: 'VALIDATION_ERROR', details: { name: ['Required'] } };
    const fake = csrfAware(() => jsonResponse(400, body));
    const client = createApiClient({ baseUrl, fetch: fake.fetch, getCookie: () => undefined });
    const error = await client.post('/api/workspaces/', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, error: 'Invalid request', message: 'Invalid request', error_code: 'VALIDATION_ERROR', details: { name: ['Required'] } });
  });

  it('falls back to the generic message and a status-derived code for bodies without the error shape', async () => {
    const fake = createFakeFetch(() => new Response('<html>oops</html>', { status: 404 }));
    const client = createApiClient({ baseUrl, fetch: fake.fetch, getCookie: () => undefined });
    await expect(client.get('/api/x/')).rejects.toMatchObject({ status: 404, error: SPEC_TEXT.somethingWentWrong, error_code: 'NOT_FOUND' });
  });

  it('calls onUnauthorized on a 401 and still rejects', async () => {
    const onUnauthorized = jest.fn();
    const fake = createFakeFetch(() => jsonResponse(401, { error: 'Authentication credentials were not provided.', error_code: 'UNAUTHENTICATED' }));
    const client = createApiClient({ baseUrl, fetch: fake.fetch, getCookie: () => 't', onUnauthorized });
    await expect(client.get('/api/users/me/')).rejects.toMatchObject({ status: 401, error_code: 'UNAUTHENTICATED' });
    expect(onUnauthorized).toHaveBeenCalledWith({ status: 401 });
    expect(fake.requests).toHaveLength(1);
  });

  it('does not call onUnauthorized for other failures or when the request opts out', async () => {
    const onUnauthorized = jest.fn();
    const fake = createFakeFetch((req) => jsonResponse(req.path === '/forbidden/' ? 403 : 401, { error: 'no', error_code: 'X' }));
    const client = createApiClient({ baseUrl, fetch: fake.fetch, getCookie: () => 't', onUnauthorized });
    await expect(client.get('/forbidden/')).rejects.toBeInstanceOf(ApiError);
    await expect(client.post('/auth/sign-in/', {}, { skipUnauthorized: true })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('never retries a failed write', async () => {
    const fake = createFakeFetch(() => jsonResponse(503, { error: 'down', error_code: 'INTERNAL_SERVER_ERROR' }));
    const client = createApiClient({ baseUrl, fetch: fake.fetch, getCookie: () => 't' });
    await expect(client.post('/a/', {})).rejects.toMatchObject({ status: 503 });
    await expect(client.delete('/a/')).rejects.toMatchObject({ status: 503 });
    expect(fake.requests).toHaveLength(2);
  });

  it('does not retry a read that failed with a client error', async () => {
    const fake = createFakeFetch(() => jsonResponse(404, { error: 'Not found', error_code: 'NOT_FOUND' }));
    const client = createApiClient({ baseUrl, fetch: fake.fetch, getCookie: () => 't' });
    await expect(client.get('/a/')).rejects.toMatchObject({ status: 404 });
    expect(fake.requests).toHaveLength(1);
  });

  it('retries a read once the server recovers from a 503', async () => {
    let calls = 0;
    const fake = createFakeFetch(() => (++calls === 1 ? jsonResponse(503, { error: 'down', error_code: 'X' }) : jsonResponse(200, [1])));
    const client = createApiClient({ baseUrl, fetch: fake.fetch, getCookie: () => 't' });
    await expect(client.get('/a/')).resolves.toEqual([1]);
    expect(calls).toBe(2);
  });

  it('a read asked with noRetry fails at once on a 503 (others wait for it)', async () => {
    const fake = createFakeFetch(() => jsonResponse(503, { error: 'down', error_code: 'X' }));
    const client = createApiClient({ baseUrl, fetch: fake.fetch, getCookie: () => 't' });
    await expect(client.get('/a/', { noRetry: true })).rejects.toMatchObject({ status: 503 });
    expect(fake.requests).toHaveLength(1);
  });

  it('answers undefined for an empty body and maps network failures to ApiError status 0', async () => {
    const empty = createFakeFetch(() => new Response(null, { status: 204 }));
    await expect(createApiClient({ baseUrl, fetch: empty.fetch, getCookie: () => 't' }).delete('/a/')).resolves.toBeUndefined();
    const offline = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    const error = await createApiClient({ baseUrl, fetch: offline, getCookie: () => 't' }).post('/a/').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, error_code: 'NETWORK_ERROR', error: SPEC_TEXT.somethingWentWrong });
  });

  it('sends query parameters', async () => {
    const fake = createFakeFetch(() => jsonResponse(200, []));
    await createApiClient({ baseUrl, fetch: fake.fetch }).get('/api/x/', { searchParams: { q: 'a b', skip: undefined } });
    expect(fake.requests[0].path).toBe('/api/x/?q=a+b');
  });
});

describe('ApiClient.prime', () => {
  it('answers a primed GET once, by path and query, without a request; then asks the server', async () => {
    const fake = createFakeFetch(() => jsonResponse(200, { from: 'server' }));
    const client = createApiClient({ baseUrl, fetch: fake.fetch, getCookie: () => 't' });
    client.prime({ '/api/users/me/': { from: 'boot' }, '/api/x/?expand=a%2Cb': { from: 'boot-x' } });
    await expect(client.get('/api/users/me/')).resolves.toEqual({ from: 'boot' });
    await expect(client.get('/api/x/', { searchParams: { expand: 'a,b', skip: undefined } })).resolves.toEqual({ from: 'boot-x' });
    expect(fake.requests).toHaveLength(0);
    await expect(client.get('/api/users/me/')).resolves.toEqual({ from: 'server' });
    expect(fake.requests).toHaveLength(1);
  });

  it('a write drops the answers not taken yet (they may predate it); a write marked keepPrimed does not', async () => {
    const fake = createFakeFetch(() => jsonResponse(200, { from: 'server' }));
    const client = createApiClient({ baseUrl, fetch: fake.fetch, getCookie: () => 't' });
    client.prime({ '/api/project/': { from: 'boot' }, '/api/labels/': { from: 'boot' } });
    await client.post('/api/recent-visits/', {}, { keepPrimed: true });
    await expect(client.get('/api/labels/')).resolves.toEqual({ from: 'boot' });
    await client.post('/api/project/archive/', {});
    await expect(client.get('/api/project/')).resolves.toEqual({ from: 'server' });
  });

  it('never answers writes or other queries from it, and forgets it after the time to live', async () => {
    const fake = createFakeFetch(() => jsonResponse(200, { from: 'server' }));
    const client = createApiClient({ baseUrl, fetch: fake.fetch, getCookie: () => 't' });
    client.prime({ '/api/a/': { from: 'boot' } });
    await expect(client.patch('/api/a/', {})).resolves.toEqual({ from: 'server' });
    await expect(client.get('/api/a/', { searchParams: { q: 1 } })).resolves.toEqual({ from: 'server' });
    client.prime({ '/api/b/': { from: 'boot' } }, -1);
    await expect(client.get('/api/b/')).resolves.toEqual({ from: 'server' });
  });
});

describe('ApiClient.primeWhen', () => {
  /** A client whose server answers every request `{from: 'server'}`, and a visit under way: `arrive` delivers its answers. */
  function clientWithPendingVisit() {
    const fake = createFakeFetch(() => jsonResponse(200, { from: 'server' }));
    const client = createApiClient({ baseUrl, fetch: fake.fetch, getCookie: () => 't' });
    const visit = { arrive: (_answers: Record<string, unknown>) => undefined as void };
    const pending = () => client.primeWhen(new Promise((resolve) => (visit.arrive = resolve)));
    pending();
    return { fake, client, arrive: (answers: Record<string, unknown>) => visit.arrive(answers), pending };
  }

  it('GETs sent while answers are on their way wait and take them (no request); writes and the bringing GET do not wait', async () => {
    const { fake, client, arrive } = clientWithPendingVisit();
    const states = client.get('/api/states/');
    const list = client.get('/api/items/', { searchParams: { per_page: 50 } });
    // A write, and the GET that brings the answers, go at once.
    await expect(client.post('/api/recent-visits/', {}, { keepPrimed: true })).resolves.toEqual({ from: 'server' });
    await expect(client.get('/api/boot/', { skipPrimeWait: true })).resolves.toEqual({ from: 'server' });
    expect(fake.requests.map((r) => r.path)).toEqual(['/api/recent-visits/', '/api/boot/']);
    arrive({ '/api/states/': { from: 'boot' }, '/api/items/?per_page=50': { from: 'boot-list' } });
    await expect(states).resolves.toEqual({ from: 'boot' });
    await expect(list).resolves.toEqual({ from: 'boot-list' });
    expect(fake.requests).toHaveLength(2);
    // Each answer serves once; a key it lacks goes to the server.
    await expect(client.get('/api/states/')).resolves.toEqual({ from: 'server' });
    await expect(client.get('/api/labels/')).resolves.toEqual({ from: 'server' });
    expect(fake.requests).toHaveLength(4);
  });

  it('a visit that fails or brings nothing lets the waiting GETs go to the server; a new visit drops what the last left', async () => {
    const fake = createFakeFetch(() => jsonResponse(200, { from: 'server' }));
    const client = createApiClient({ baseUrl, fetch: fake.fetch, getCookie: () => 't' });
    client.primeWhen(Promise.reject(new Error('offline')));
    await expect(client.get('/api/a/')).resolves.toEqual({ from: 'server' });
    client.primeWhen(Promise.resolve(undefined));
    await expect(client.get('/api/a/')).resolves.toEqual({ from: 'server' });
    client.primeWhen(Promise.resolve({ '/api/b/': { from: 'visit-1' } }));
    client.primeWhen(Promise.resolve({ '/api/c/': { from: 'visit-2' } }));
    await expect(client.get('/api/c/')).resolves.toEqual({ from: 'visit-2' });
    await expect(client.get('/api/b/')).resolves.toEqual({ from: 'server' });
    expect(fake.requests.map((r) => r.path)).toEqual(['/api/a/', '/api/a/', '/api/b/']);
  });

  it("a write sent while a visit is on its way drops the visit's answers: the waiting GETs go to the server", async () => {
    const { client, arrive, pending } = clientWithPendingVisit();
    const waiting = client.get('/api/project/');
    await client.post('/api/recent-visits/', {}, { keepPrimed: true });
    const kept = client.get('/api/labels/');
    arrive({ '/api/project/': { from: 'visit' }, '/api/labels/': { from: 'visit' } });
    await expect(waiting).resolves.toEqual({ from: 'visit' });
    await expect(kept).resolves.toEqual({ from: 'visit' });
    pending();
    const stale = client.get('/api/project/');
    await client.patch('/api/project/', { name: 'x' });
    arrive({ '/api/project/': { from: 'visit' } });
    await expect(stale).resolves.toEqual({ from: 'server' });
  });

  it('a visit that hangs holds the waiting GETs no longer than PRIME_WAIT_MAX_MS', async () => {
    jest.useFakeTimers();
    try {
      const fake = createFakeFetch(() => jsonResponse(200, { from: 'server' }));
      const client = createApiClient({ baseUrl, fetch: fake.fetch, getCookie: () => 't' });
      client.primeWhen(new Promise(() => undefined));
      const waiting = client.get('/api/a/');
      await jest.advanceTimersByTimeAsync(PRIME_WAIT_MAX_MS - 1);
      expect(fake.requests).toHaveLength(0);
      await jest.advanceTimersByTimeAsync(1);
      await expect(waiting).resolves.toEqual({ from: 'server' });
      expect(fake.requests).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
