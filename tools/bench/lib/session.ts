// Signing in over HTTP as a browser does: CSRF cookie + header, then the session cookie.

function cookieFrom(res: Response, name: string): string | null {
  for (const header of res.headers.getSetCookie()) {
    const [pair] = header.split(';');
    const eq = pair.indexOf('=');
    if (pair.slice(0, eq).trim() === name) return pair.slice(eq + 1).trim();
  }
  return null;
}

/** A signed-in session: the session cookie's value and the CSRF token that writes send back (cookie + header). */
export interface BenchSession {
  session_id: string;
  csrftoken: string;
  /** Cookie header value carrying both. */
  cookie: string;
}

/** Signs in with email and password; returns the session and its CSRF token (for PATCH/POST and for a browser). */
export async function signInSession(baseUrl: string, email: string, password: string): Promise<BenchSession> {
  const csrfRes = await fetch(`${baseUrl}/auth/get-csrf-token/`);
  const csrf = cookieFrom(csrfRes, 'csrftoken');
  if (!csrf) throw new Error('no csrftoken cookie from /auth/get-csrf-token/');
  const res = await fetch(`${baseUrl}/auth/sign-in/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf },
    body: JSON.stringify({ email, password }),
  });
  const session = cookieFrom(res, 'session_id');
  if (res.status !== 200 || !session) throw new Error(`sign-in as ${email} failed: ${res.status} ${await res.text()}`);
  return { session_id: session, csrftoken: csrf, cookie: `session_id=${session}; csrftoken=${csrf}` };
}

/** Signs in with email and password; returns the Cookie header value that carries the session (GETs need only it). */
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  return `session_id=${(await signInSession(baseUrl, email, password)).session_id}`;
}
