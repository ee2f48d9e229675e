// Test helper: a fetch that records requests and answers from a handler (not exported from the lib).
export interface RecordedRequest {
  method: string;
  url: string;
  path: string;
  headers: Headers;
  credentials: RequestCredentials;
  body: unknown;
}

export type FakeHandler = (req: RecordedRequest) => Response | Promise<Response>;

export function jsonResponse(status: number, body?: unknown, headers: Record<string, string> = {}): Response {
  if (body === undefined) return new Response(null, { status, headers });
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

export function createFakeFetch(handler: FakeHandler) {
  const requests: RecordedRequest[] = [];
  const fakeFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const text = await request.text();
    const url = new URL(request.url);
    const recorded: RecordedRequest = {
      method: request.method,
      url: request.url,
      path: url.pathname + url.search,
      headers: request.headers,
      credentials: request.credentials,
      body: text ? JSON.parse(text) : undefined,
    };
    requests.push(recorded);
    return handler(recorded);
  }) as typeof fetch;
  return { fetch: fakeFetch, requests };
}
