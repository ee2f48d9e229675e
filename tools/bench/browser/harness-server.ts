// Builds a comparator page with vite's JS API into a temp folder, production mode (module workers as ES modules), and
// serves it from this process on a free loopback port. By default the B4 comparator (harness/index.html + main.tsx: a
// bare @tanstack/react-virtual list), each run a named config (rows + sizes) inlined into the HTML as
// window.__B4_HARNESS__ before the module script; the local-cache benchmark builds local-db-harness/ with it and
// answers its own routes (the captured sync pages).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../lib/api-server';
import { repoRoot } from '../lib/repo';
import type { HarnessConfig } from './harness/harness-config';

/** The served comparator. */
export interface HarnessServer<C = HarnessConfig> {
  baseUrl: string;
  /** Bytes of the built JS (all chunks, workers included), for the report. */
  jsBytes: number;
  /** Registers the config served at `/?config=<name>`. */
  setConfig(name: string, config: C): void;
  stop(): Promise<void>;
}

/** What to build and serve (default: the B4 comparator in browser/harness). */
export interface HarnessServerOptions {
  /** The vite root (a folder with index.html), absolute. */
  root?: string;
  /** Prefix of the temp build folder. */
  tempPrefix?: string;
  /** Answers a request before the static files (true = answered), e.g. data the page fetches. */
  route?: (url: URL, req: IncomingMessage, res: ServerResponse) => boolean;
}

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html; charset=utf-8', '.map': 'application/json', '.wasm': 'application/wasm' };

/** Builds the harness and starts serving it. */
export async function startHarnessServer<C = HarnessConfig>(options: HarnessServerOptions = {}): Promise<HarnessServer<C>> {
  const root = options.root ?? path.join(repoRoot(), 'tools', 'bench', 'browser', 'harness');
  const outDir = mkdtempSync(path.join(os.tmpdir(), options.tempPrefix ?? 'cairn-b4-harness-'));
  // Also on an interrupted run (the API helpers exit the process on SIGINT).
  const removeOutDir = () => rmSync(outDir, { recursive: true, force: true });
  process.once('exit', removeOutDir);
  let server: Server | null = null;
  try {
    const [{ build }, { default: react }] = await Promise.all([import('vite'), import('@vitejs/plugin-react')]);
    const output = await build({
      root,
      configFile: false,
      logLevel: 'warn',
      mode: 'production',
      base: '/',
      plugins: [react()],
      worker: { format: 'es' },
      build: { outDir, emptyOutDir: true, sourcemap: false },
    });
    const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => ('output' in o ? o.output : []));
    // Worker chunks are emitted as assets of the page's build.
    const jsBytes = chunks.reduce((sum, c) => sum + (c.type === 'chunk' ? Buffer.byteLength(c.code) : c.fileName.endsWith('.js') ? Buffer.byteLength(c.source) : 0), 0);
    const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const configs = new Map<string, string>();
    server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (options.route?.(url, req, res)) return;
      if (url.pathname === '/' || url.pathname === '/index.html') {
        const inline = configs.get(url.searchParams.get('config') ?? '');
        if (!inline) {
          res.writeHead(404).end('unknown config');
          return;
        }
        // A classic script before the (deferred) module script: the rows exist when main.tsx runs.
        res.writeHead(200, { 'content-type': TYPES['.html'], 'cache-control': 'no-cache' }).end(html.replace('<head>', `<head><script>window.__B4_HARNESS__=${inline};</script>`));
        return;
      }
      const file = path.join(outDir, path.normalize(url.pathname).replace(/^([/\\])+/, ''));
      if (!file.startsWith(outDir)) {
        res.writeHead(403).end();
        return;
      }
      try {
        const body = readFileSync(file);
        res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'cache-control': 'public, max-age=31536000, immutable' }).end(body);
      } catch {
        res.writeHead(404).end();
      }
    });
    const port = await freePort();
    const listening = server;
    await new Promise<void>((resolve, reject) => {
      listening.once('error', reject);
      listening.listen(port, '127.0.0.1', () => resolve());
    });
    return {
      baseUrl: `http://127.0.0.1:${port}`,
      jsBytes,
      setConfig(name, config) {
        // JSON inside <script>: no "</script>" can end it early.
        configs.set(name, JSON.stringify(config).replace(/</g, '\\u003c'));
      },
      async stop() {
        listening.closeAllConnections();
        await new Promise<void>((resolve) => listening.close(() => resolve()));
        process.off('exit', removeOutDir);
        removeOutDir();
      },
    };
  } catch (error) {
    server?.close();
    process.off('exit', removeOutDir);
    removeOutDir();
    throw error;
  }
}
