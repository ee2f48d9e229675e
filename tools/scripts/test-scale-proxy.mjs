// The load balancer of `npm run test:scale`: a small round-robin HTTP reverse proxy on 127.0.0.1 written with node:http.
// Why not nginx: Debian's nginx is not on a fresh machine (installing it needs root and apt), and a proxy of ~100 lines
// keeps `.ci/run` self-contained. It does what the parts of a real proxy this test relies on do:
// - appends the client's socket address to X-Forwarded-For and sets X-Forwarded-Proto / X-Forwarded-Host (as nginx's
//   `proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for`), so behind TRUST_PROXY=true the API sees the client;
// - drops hop-by-hop headers and streams both bodies chunk by chunk (no buffering: Server-Sent Events pass at once);
// - passes WebSocket upgrades (the page collaboration socket) through to the next upstream, bytes both ways;
// - answers 502 when an upstream cannot be reached;
// - names the upstream that served each answer in an `x-upstream` header (only so the test can see the spread).
import http from 'node:http';
import net from 'node:net';

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'proxy-authorization']);

function forwardHeaders(headers) {
  const out = {};
  // Headers named in Connection are hop-by-hop too (RFC 9110 7.6.1).
  const named = new Set(
    String(headers.connection ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  );
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || named.has(name)) continue;
    out[name] = value;
  }
  return out;
}

/**
 * Starts the proxy in front of `upstreams` ([{ name, port }] on 127.0.0.1), each request to the next one in turn.
 * Resolves with { port, base, served (name → answers), close() } — close() also cuts open streams.
 */
export function startProxy(upstreams) {
  let next = 0;
  const served = new Map(upstreams.map((u) => [u.name, 0]));
  const sockets = new Set();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http.createServer((req, res) => {
    const upstream = upstreams[next % upstreams.length];
    next += 1;
    const headers = forwardHeaders(req.headers);
    const client = req.socket.remoteAddress ?? '';
    const prior = req.headers['x-forwarded-for'];
    headers['x-forwarded-for'] = prior ? `${prior}, ${client}` : client;
    headers['x-forwarded-proto'] = 'http';
    headers['x-forwarded-host'] = req.headers.host ?? '';
    const out = http.request({ host: '127.0.0.1', port: upstream.port, method: req.method, path: req.url, headers, agent }, (answer) => {
      served.set(upstream.name, served.get(upstream.name) + 1);
      res.writeHead(answer.statusCode ?? 502, { ...forwardHeaders(answer.headers), 'x-upstream': upstream.name });
      // Each chunk is written as it arrives; flush the head at once so a stream's client sees the 200 before any event.
      res.flushHeaders();
      answer.pipe(res);
      answer.on('error', () => res.destroy());
    });
    out.on('error', () => {
      if (!res.headersSent) {
        res.writeHead(502, { 'content-type': 'text/plain', 'x-upstream': upstream.name });
        res.end('bad gateway');
      } else res.destroy();
    });
    // A client that goes away (a closed stream) ends the upstream request too, as a proxy must.
    res.on('close', () => {
      if (!res.writableFinished) out.destroy();
    });
    req.pipe(out);
  });
  // WebSocket (and any other) upgrades: the request head goes to the next upstream as it came (Upgrade and Connection
  // included: they are what this hop is about), plus the X-Forwarded-* headers; then bytes flow both ways untouched.
  server.on('upgrade', (req, socket, head) => {
    const upstream = upstreams[next % upstreams.length];
    next += 1;
    const client = req.socket.remoteAddress ?? '';
    const lines = [];
    for (let i = 0; i < req.rawHeaders.length; i += 2) {
      const name = req.rawHeaders[i].toLowerCase();
      if (name !== 'x-forwarded-for' && name !== 'x-forwarded-proto' && name !== 'x-forwarded-host') lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
    }
    const prior = req.headers['x-forwarded-for'];
    lines.push(`X-Forwarded-For: ${prior ? `${prior}, ${client}` : client}`, 'X-Forwarded-Proto: http', `X-Forwarded-Host: ${req.headers.host ?? ''}`);
    const out = net.connect(upstream.port, '127.0.0.1', () => {
      served.set(upstream.name, served.get(upstream.name) + 1);
      out.setNoDelay(true);
      out.write(`${req.method} ${req.url} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
      if (head?.length) out.write(head);
      out.pipe(socket);
      socket.pipe(out);
    });
    sockets.add(out);
    out.on('close', () => sockets.delete(out));
    out.on('error', () => socket.destroy());
    socket.on('error', () => out.destroy());
    socket.on('close', () => out.destroy());
  });
  server.on('connection', (socket) => {
    socket.setNoDelay(true);
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({
        port,
        base: `http://127.0.0.1:${port}`,
        served,
        close: () =>
          new Promise((done) => {
            for (const s of sockets) s.destroy();
            agent.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}
