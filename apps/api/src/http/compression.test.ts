import { PassThrough, Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding, compressedParts } from './compression';

// Compression (issue 11): the encoding a request accepts, and the streamed page's parts compressed part by part.

describe('acceptedEncoding', () => {
  it.each<[string | undefined, string | undefined]>([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['BR', 'br'],
    ['*', 'gzip'],
    ['identity', undefined],
    ['gzip;q=0', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s → %s', (header, expected) => expect(acceptedEncoding(header)).toBe(expected));
});

function fakeReply() {
  const headers: Record<string, string> = {};
  const reply = { header: (k: string, v: string) => ((headers[k.toLowerCase()] = v), reply) };
  return { reply: reply as unknown as FastifyReply, headers };
}

const request = (acceptEncoding?: string) => ({ headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }) as FastifyRequest;

describe('compressedParts', () => {
  it.each([
    ['br', () => zlib.createBrotliDecompress()],
    ['gzip', () => zlib.createGunzip()],
  ] as const)('%s: the head can be read before the rest exists, the whole decompresses to the page', async (encoding, decompressor) => {
    let release: (rest: string) => void = () => undefined;
    const rest = new Promise<string>((resolve) => (release = resolve));
    async function* parts() {
      yield '<head>preloads</head>';
      yield await rest;
    }
    const { reply, headers } = fakeReply();
    const body = compressedParts(request(`gzip, ${encoding}`), reply, Readable.from(parts()));
    expect(headers['content-encoding']).toBe(encoding);
    expect(headers.vary).toBe('Accept-Encoding');
    const out = new PassThrough();
    body.pipe(decompressor()).pipe(out);
    let text = '';
    out.on('data', (chunk: Buffer) => (text += chunk.toString()));
    // The head is flushed on its own: it decompresses while the rest is still pending.
    await new Promise<void>((resolve, reject) => {
      const started = Date.now();
      const poll = () => (text.includes('</head>') ? resolve() : Date.now() - started > 5000 ? reject(new Error(`head not flushed: ${text}`)) : setTimeout(poll, 5));
      poll();
    });
    expect(text).toBe('<head>preloads</head>');
    release('<body>boot payload</body>');
    await new Promise((resolve) => out.on('end', resolve));
    expect(text).toBe('<head>preloads</head><body>boot payload</body>');
  });

  it('sends the parts as they are to a client that accepts no compression', async () => {
    const { reply, headers } = fakeReply();
    const parts = Readable.from(['a', 'b']);
    expect(compressedParts(request(), reply, parts)).toBe(parts);
    expect(headers['content-encoding']).toBeUndefined();
  });
});
