import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../config/config';
import { allowListOf, isInternalAddress, mayConnect } from './outbound-address';
import { OutboundError, outboundRequest, resolveOutboundTarget } from './outbound-client';

describe('outbound addresses', () => {
  it.each([
    '127.0.0.1', '127.255.0.1', '10.0.0.1', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '100.127.255.254',
    '0.0.0.0', '224.0.0.1', '255.255.255.255', '198.18.0.1',
    '::', '::1', 'fe80::1', 'fc00::1', 'fd12:3456::1', 'ff02::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:8.8.8.8', '64:ff9b::a9fe:a9fe', '::127.0.0.1',
  ])('refuses %s', (ip) => {
    expect(isInternalAddress(ip)).toBe(true);
  });

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '64:ff9b::808:808'])('lets %s through', (ip) => {
    expect(isInternalAddress(ip)).toBe(false);
  });

  it('lets the allow-list permit internal addresses (IPs and CIDRs)', () => {
    const allowed = allowListOf(['127.0.0.1', '10.1.0.0/16', 'fd00::/8']);
    expect(mayConnect('127.0.0.1', allowed)).toBe(true);
    expect(mayConnect('127.0.0.2', allowed)).toBe(false);
    expect(mayConnect('10.1.2.3', allowed)).toBe(true);
    expect(mayConnect('10.2.0.1', allowed)).toBe(false);
    expect(mayConnect('fd00::5', allowed)).toBe(true);
    expect(mayConnect('169.254.169.254', allowed)).toBe(false);
    expect(mayConnect('not-an-ip', allowed)).toBe(false);
  });

  it('resolves names once and refuses one resolving to loopback, unless allowed', async () => {
    await expect(resolveOutboundTarget('http://localhost/x', [])).rejects.toMatchObject({ kind: 'refused' });
    await expect(resolveOutboundTarget('http://no-such-host.invalid/', [])).rejects.toMatchObject({ kind: 'unresolved' });
    await expect(resolveOutboundTarget('ftp://example.com/', [])).rejects.toMatchObject({ kind: 'invalid' });
    await expect(resolveOutboundTarget('http://[::ffff:127.0.0.1]/', [])).rejects.toMatchObject({ kind: 'refused' });
    await expect(resolveOutboundTarget('http://127.0.0.1:8080/x', ['127.0.0.1'])).resolves.toMatchObject({ address: '127.0.0.1', family: 4 });
  });
});

describe('CAIRN_OUTBOUND_ALLOWLIST', () => {
  it('reads IPs and CIDRs, default none, and refuses anything else', () => {
    expect(loadConfig({}).outboundAllowList).toEqual([]);
    expect(loadConfig({ CAIRN_OUTBOUND_ALLOWLIST: ' 127.0.0.1, 10.0.0.0/8 ,fd00::/8' }).outboundAllowList).toEqual(['127.0.0.1', '10.0.0.0/8', 'fd00::/8']);
    for (const bad of ['localhost', '10.0.0.0/33', '10.0.0.0/8/1', '1.2.3']) {
      expect(() => loadConfig({ CAIRN_OUTBOUND_ALLOWLIST: bad })).toThrow(/CAIRN_OUTBOUND_ALLOWLIST/);
    }
  });
});

describe('outboundRequest', () => {
  let server: http.Server;
  let base: string;
  const hits: string[] = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      hits.push(req.url ?? '');
      if (req.url === '/redirect') {
        res.writeHead(302, { location: '/target' });
        res.end();
      } else if (req.url === '/big') {
        res.writeHead(200);
        res.end('x'.repeat(100_000));
      } else if (req.url === '/slow') {
        setTimeout(() => res.end('late'), 2_000).unref();
      } else {
        res.writeHead(201, { 'x-seen-host': req.headers.host ?? '' });
        res.end('created');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  const send = (path: string, extra: Partial<Parameters<typeof outboundRequest>[0]> = {}) =>
    outboundRequest({ url: `${base}${path}`, method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hi', timeoutMs: 1_000, maxBytes: 1024, allowList: ['127.0.0.1'], ...extra });

  it('sends to an allowed address and reads the answer', async () => {
    const res = await send('/ok');
    expect(res).toMatchObject({ status: 201, body: 'created', truncated: false });
    expect(res.headers['x-seen-host']).toBe(base.slice('http://'.length));
  });

  it('returns a redirect without following it', async () => {
    hits.length = 0;
    const res = await send('/redirect');
    expect(res.status).toBe(302);
    expect(hits).toEqual(['/redirect']);
  });

  it('reads at most maxBytes of the answer', async () => {
    const res = await send('/big');
    expect(res.body).toHaveLength(1024);
    expect(res.truncated).toBe(true);
  });

  it('gives up after the timeout', async () => {
    const err = await send('/slow', { timeoutMs: 200 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OutboundError);
    expect(err).toMatchObject({ kind: 'timeout' });
  });

  it('refuses loopback at send time without the allow-list, and reports network errors', async () => {
    await expect(send('/ok', { allowList: [] })).rejects.toMatchObject({ kind: 'refused' });
    await expect(outboundRequest({ url: 'http://127.0.0.1:1/', method: 'POST', headers: {}, body: '', timeoutMs: 1_000, maxBytes: 10, allowList: ['127.0.0.1'] })).rejects.toMatchObject({ kind: 'network' });
  });
});
