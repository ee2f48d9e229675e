// Sizes of built files (raw, gzip -9, brotli q11 as a server would pre-compress them), the Vite manifest's static
// import closure of an entry, and what each file holds (source-map attribution grouped by package).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { attributeBytes, packageOf, shortSource, type SourceMapV3 } from './source-map-attribution';

/** Raw, gzip and brotli bytes of one file. */
export interface FileSize {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

/** Sizes of a buffer: gzip level 9, brotli quality 11 (text mode). */
export function compressedSizes(file: string, body: Buffer): FileSize {
  return {
    file,
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }).length,
  };
}

/** Sums of sizes. */
export function totalOf(sizes: readonly FileSize[]): Omit<FileSize, 'file'> & { files: number } {
  return sizes.reduce((t, s) => ({ files: t.files + 1, raw: t.raw + s.raw, gzip: t.gzip + s.gzip, brotli: t.brotli + s.brotli }), { files: 0, raw: 0, gzip: 0, brotli: 0 });
}

/** One entry of `.vite/manifest.json`. */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** The Vite manifest of a build folder (build.manifest: true), or null when the build has none. */
export function readManifest(distDir: string): Record<string, ManifestChunk> | null {
  const file = path.join(distDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>) : null;
}

/**
 * The files a page loads before any dynamic import: the entry's chunk, its static imports (transitively) and their
 * CSS, as paths under the build folder ('assets/…').
 */
export function staticClosure(manifest: Record<string, ManifestChunk>, entryKey = 'index.html'): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no ${key}`);
    files.push(chunk.file);
    for (const css of chunk.css ?? []) if (!files.includes(css)) files.push(css);
    for (const imp of chunk.imports ?? []) visit(imp);
  };
  visit(entryKey);
  return files;
}

/**
 * A map's source as a path: relative to the map, except in worker bundles, whose maps vite writes relative to the
 * app's root (the folder above the build folder) — the first candidate that exists wins.
 */
function resolveSource(mapFile: string, source: string, appRoot: string): string {
  const beside = path.resolve(path.dirname(mapFile), source);
  if (existsSync(beside)) return beside;
  const fromRoot = path.resolve(appRoot, source);
  return existsSync(fromRoot) ? fromRoot : beside;
}

/** Bytes (minified, as served) of one package inside a set of files, and its share of their brotli size. */
export interface PackageShare {
  package: string;
  raw: number;
  /** The package's share of each file's brotli size, summed (brotli does not split; an estimate by bytes). */
  brotli_est: number;
}

/** One source module's bytes in a set of files. */
export interface ModuleShare {
  module: string;
  package: string;
  raw: number;
}

/** What a set of JS files holds, by package and by module (CSS files are counted as one package: their file). */
export interface BundleContents {
  packages: PackageShare[];
  top_modules: ModuleShare[];
  /** Bytes with no source map (or none mapped). */
  unmapped_raw: number;
}

/**
 * Attributes every byte of `files` (paths under `distDir`) to its source through the `.map` beside it; a file's brotli
 * size is spread over its packages in proportion to their bytes. JSON modules have no mappings: a file's unmapped
 * bytes go to its JSON modules (`jsonModules`, from the build output) up to their rendered lengths.
 */
export function bundleContents(
  distDir: string,
  files: readonly FileSize[],
  repoRoot: string,
  jsonModules: ReadonlyMap<string, ReadonlyArray<{ module: string; length: number }>> = new Map(),
  topModules = 40,
): BundleContents {
  const packages = new Map<string, PackageShare>();
  const modules = new Map<string, ModuleShare>();
  let unmapped = 0;
  for (const size of files) {
    const abs = path.join(distDir, size.file);
    if (size.file.endsWith('.css')) {
      const key = `css:${path.basename(size.file).replace(/-[\w-]{8}\.css$/, '.css')}`;
      packages.set(key, { package: key, raw: size.raw, brotli_est: size.brotli });
      continue;
    }
    const mapFile = `${abs}.map`;
    const code = readFileSync(abs, 'utf8');
    if (!existsSync(mapFile)) {
      unmapped += size.raw;
      continue;
    }
    const map = JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMapV3;
    const units = attributeBytes(code, map);
    const json = jsonModules.get(size.file) ?? [];
    const jsonTotal = json.reduce((a, j) => a + j.length, 0);
    const glue = units.get('') ?? 0;
    if (jsonTotal > 0 && glue > 0) {
      const scale = Math.min(1, glue / jsonTotal);
      for (const j of json) units.set(`json:${j.module}`, j.length * scale);
      units.set('', glue - jsonTotal * scale);
    }
    const totalUnits = [...units.values()].reduce((a, b) => a + b, 0) || 1;
    for (const [source, n] of units) {
      // Code units → bytes of this file (UTF-8 multi-byte text is rare in minified JS; scale to be exact on totals).
      const raw = (n / totalUnits) * size.raw;
      const rel = source.startsWith('json:') ? source.slice(5) : source ? path.relative(repoRoot, resolveSource(mapFile, source, path.dirname(distDir))) : '';
      const pkg = packageOf(rel);
      const share = packages.get(pkg) ?? { package: pkg, raw: 0, brotli_est: 0 };
      share.raw += raw;
      share.brotli_est += (n / totalUnits) * size.brotli;
      packages.set(pkg, share);
      if (!source) {
        unmapped += raw;
        continue;
      }
      const mod = shortSource(rel);
      const m = modules.get(mod) ?? { module: mod, package: pkg, raw: 0 };
      m.raw += raw;
      modules.set(mod, m);
    }
  }
  const rounded = [...packages.values()].map((p) => ({ ...p, raw: Math.round(p.raw), brotli_est: Math.round(p.brotli_est) })).sort((a, b) => b.raw - a.raw);
  const top = [...modules.values()].map((m) => ({ ...m, raw: Math.round(m.raw) })).sort((a, b) => b.raw - a.raw).slice(0, topModules);
  return { packages: rounded, top_modules: top, unmapped_raw: Math.round(unmapped) };
}
