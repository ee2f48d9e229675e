// The production web build for B8, made with vite's JS API from apps/web/vite.config.ts with a manifest (the same
// files `npm start` serves, into apps/web/dist), keeping what the source maps cannot say: the bytes of JSON modules
// (the locales), which the bundler emits without mappings.
import path from 'node:path';
import { repoRoot } from '../lib/repo';

/** Rendered bytes of the JSON modules of each output file (file name under the build folder → module → length). */
export type JsonModules = Map<string, Array<{ module: string; length: number }>>;

/** A finished build. */
export interface WebBuild {
  distDir: string;
  seconds: number;
  jsonModules: JsonModules;
}

interface OutputChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  modules?: Record<string, { renderedLength: number }>;
}

/** Builds apps/web into apps/web/dist with `build.manifest` on (whatever the config says), warnings only. */
export async function buildWebWithManifest(): Promise<WebBuild> {
  const root = repoRoot();
  const webRoot = path.join(root, 'apps', 'web');
  const started = performance.now();
  const { build } = await import('vite');
  const output = await build({ root: webRoot, configFile: path.join(webRoot, 'vite.config.ts'), logLevel: 'warn', build: { manifest: true } });
  const outputs = (Array.isArray(output) ? output : [output]).flatMap((o) => ('output' in o ? (o.output as OutputChunkLike[]) : []));
  const jsonModules: JsonModules = new Map();
  for (const chunk of outputs) {
    if (chunk.type !== 'chunk' || !chunk.modules) continue;
    const json = Object.entries(chunk.modules)
      .filter(([id, m]) => /\.json$/.test(id) && m.renderedLength > 0)
      .map(([id, m]) => ({ module: path.relative(root, id.replace(/^\0/, '')), length: m.renderedLength }));
    if (json.length) jsonModules.set(chunk.fileName, json);
  }
  return { distDir: path.join(webRoot, 'dist'), seconds: (performance.now() - started) / 1000, jsonModules };
}
