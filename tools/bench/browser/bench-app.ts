// The app under test for the browser benchmarks: the production web build served by the real API process over a
// freshly seeded PGlite folder, and the owner's session (cookie + CSRF token) for the API calls and the browser.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { apiPaths, type WorkItemDisplayFilters } from '@cairn/types';
import { writeTempDataset, type TempDataset } from '../dataset/dataset-file';
import type { DatasetSize } from '../dataset/dataset-sizes';
import { startApiServer, type ApiServer } from '../lib/api-server';
import { prepareBackend, type Backend } from '../lib/backends';
import { repoRoot, runCommand } from '../lib/repo';
import { signInSession, type BenchSession } from '../lib/session';

/** What the benchmark knows about the web build it measured. */
export interface WebBuildInfo {
  /** True when this run built apps/web/dist (missing, or --build). */
  built: boolean;
  /** Modification time of apps/web/dist/index.html. */
  built_at: string;
  /** True when sources under apps/web or libs are newer than the build (the numbers are of older code). */
  older_than_sources: boolean;
  /** The commit checked out, and the files under apps/web and libs that differ from it (uncommitted work). */
  git_head: string | null;
  uncommitted_files: number | null;
}

function git(args: string[]): string | null {
  try {
    return execFileSync('git', args, { cwd: repoRoot(), encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

/** A running app with a loaded dataset and a signed-in owner. */
export interface BenchApp {
  baseUrl: string;
  temp: TempDataset;
  session: BenchSession;
  web: WebBuildInfo;
  /** Seconds the loader took. */
  loadSeconds: number;
  /** API pid (for the report). */
  apiPid: number;
  /** GET or PATCH/POST an API path as the owner; throws on a non-2xx answer. */
  api<T>(method: 'GET' | 'PATCH' | 'POST', apiPath: string, body?: unknown): Promise<T>;
  /** Stores the owner's display filters of the project (PATCH user-properties/, merged key by key). */
  setDisplayFilters(projectId: string, displayFilters: WorkItemDisplayFilters): Promise<void>;
  stop(): Promise<void>;
}

function newestMtime(dir: string): number {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

/**
 * Builds apps/web/dist with vite when it is missing or `force` (as `npm start` does for web); otherwise measures the
 * build that is there and says whether sources changed since.
 */
export async function ensureWebBuild(force: boolean): Promise<WebBuildInfo> {
  const root = repoRoot();
  const index = path.join(root, 'apps', 'web', 'dist', 'index.html');
  let built = false;
  if (force || !existsSync(index)) {
    console.log(`building apps/web (vite build${force ? ', --build' : ', dist missing'})…`);
    const started = performance.now();
    await runCommand(path.join(root, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn', '--config', path.join(root, 'apps', 'web', 'vite.config.ts'), path.join(root, 'apps', 'web')], { quiet: true });
    console.log(`  built in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    built = true;
  }
  const builtAt = statSync(index).mtimeMs;
  const sources = Math.max(newestMtime(path.join(root, 'apps', 'web')), newestMtime(path.join(root, 'libs')));
  const status = git(['status', '--porcelain', '--', 'apps/web', 'libs']);
  return {
    built,
    built_at: new Date(builtAt).toISOString(),
    older_than_sources: sources > builtAt,
    git_head: git(['rev-parse', '--short', 'HEAD']),
    uncommitted_files: status === null ? null : status.split('\n').filter(Boolean).length,
  };
}

/** Seeds `size` into a fresh PGlite folder, starts the API serving the built apps, and signs the owner in. */
export async function startBenchApp(size: DatasetSize, options: { build: boolean }): Promise<BenchApp> {
  const web = await ensureWebBuild(options.build);
  const temp = writeTempDataset(size);
  // An interrupted run (the API helpers exit the process on SIGINT) still removes the dataset file.
  process.once('exit', temp.cleanup);
  let backend: Backend | null = null;
  let server: ApiServer | null = null;
  try {
    backend = await prepareBackend('pglite', temp.file);
    server = await startApiServer(backend.target, { CAIRN_SERVE_APPS: 'true' });
    const session = await signInSession(server.baseUrl, temp.dataset.owner.email, temp.dataset.password);
    const baseUrl = server.baseUrl;
    const api = async <T>(method: 'GET' | 'PATCH' | 'POST', apiPath: string, body?: unknown): Promise<T> => {
      const res = await fetch(`${baseUrl}${apiPath}`, {
        method,
        headers: { cookie: session.cookie, ...(method === 'GET' ? {} : { 'content-type': 'application/json', 'x-csrftoken': session.csrftoken }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      if (res.status < 200 || res.status > 299) throw new Error(`${method} ${apiPath} answered ${res.status}: ${text.slice(0, 300)}`);
      return (text ? JSON.parse(text) : undefined) as T;
    };
    const owned = { server, backend };
    return {
      baseUrl,
      temp,
      session,
      web,
      loadSeconds: backend.loadSeconds,
      apiPid: server.pid,
      api,
      async setDisplayFilters(projectId, displayFilters) {
        await api('PATCH', apiPaths.projectUserProperties(temp.dataset.workspace.slug, projectId), { display_filters: displayFilters });
      },
      async stop() {
        await owned.server.stop().catch(() => undefined);
        await owned.backend.dispose().catch(() => undefined);
        temp.cleanup();
      },
    };
  } catch (error) {
    await server?.stop().catch(() => undefined);
    await backend?.dispose().catch(() => undefined);
    temp.cleanup();
    throw error;
  }
}
