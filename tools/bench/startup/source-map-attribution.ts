// What is in a built file: its source map's mappings say which source each generated span came from, so every byte of
// the minified output is attributed to one source file (or to nothing: glue the bundler wrote). No third-party
// source-map library: the Base64 VLQ format of source maps v3 is small, and only column → source is needed here.

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Int8Array(128).fill(-1);
for (let i = 0; i < BASE64.length; i += 1) DIGIT[BASE64.charCodeAt(i)] = i;

/** A source map v3 as the bundler writes it (only the fields used). */
export interface SourceMapV3 {
  version: number;
  sources: string[];
  mappings: string;
}

/** One generated line's segments: [generated column, source index or -1] in column order. */
type LineSegments = Array<[number, number]>;

/** Decodes the `mappings` string into per-line (column, source index) pairs; names and original positions are skipped. */
export function decodeMappings(mappings: string): LineSegments[] {
  const lines: LineSegments[] = [[]];
  let source = 0;
  let column = 0;
  let value = 0;
  let shift = 0;
  let segment: number[] = [];
  const endSegment = () => {
    if (segment.length === 0) return;
    column += segment[0];
    if (segment.length >= 4) source += segment[1];
    lines[lines.length - 1].push([column, segment.length >= 4 ? source : -1]);
    segment = [];
  };
  for (let i = 0; i < mappings.length; i += 1) {
    const c = mappings.charCodeAt(i);
    if (c === 59 /* ; */) {
      endSegment();
      lines.push([]);
      column = 0;
      continue;
    }
    if (c === 44 /* , */) {
      endSegment();
      continue;
    }
    const digit = DIGIT[c];
    if (digit < 0) throw new Error(`invalid base64 VLQ character ${mappings[i]}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    segment.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  endSegment();
  return lines;
}

/**
 * Code units of `code` per source of `map` (key = the source path as the map names it; '' = not mapped: the bundler's
 * glue, the runtime, whitespace between statements). A span runs from one segment's column to the next one's.
 */
export function attributeBytes(code: string, map: SourceMapV3): Map<string, number> {
  const lines = code.split('\n');
  const decoded = decodeMappings(map.mappings);
  const out = new Map<string, number>();
  const add = (key: string, n: number) => {
    if (n > 0) out.set(key, (out.get(key) ?? 0) + n);
  };
  lines.forEach((line, index) => {
    const segments = decoded[index] ?? [];
    const newline = index < lines.length - 1 ? 1 : 0;
    if (segments.length === 0) {
      add('', line.length + newline);
      return;
    }
    add('', Math.min(segments[0][0], line.length));
    segments.forEach(([col, src], k) => {
      const end = k + 1 < segments.length ? segments[k + 1][0] : line.length;
      add(src >= 0 ? (map.sources[src] ?? '') : '', Math.max(0, Math.min(end, line.length) - col));
    });
    add('', newline);
  });
  return out;
}

/**
 * The package a source belongs to, for the report: `react-dom`, `@dnd-kit/core`…, `@cairn/<lib>` for libs/<lib>,
 * the locales apart (English / the others), `web:features/<name>` and `web:<folder>` for the web app, `(bundler)` for unmapped glue and virtual modules.
 */
export function packageOf(source: string): string {
  if (!source || source.startsWith('\0') || source.includes('rolldown:') || source.includes('vite/')) return '(bundler)';
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = source.slice(nm + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  if (/(?:^|\/)libs\/i18n\/src\/locales\/[^/]+\.json$/.test(source)) return source.endsWith('/en.json') ? '@cairn/i18n locale en' : '@cairn/i18n other locales';
  const lib = /(?:^|\/)libs\/([^/]+)\//.exec(source);
  if (lib) return `@cairn/${lib[1]}`;
  const feature = /apps\/web\/src\/features\/([^/]+)\//.exec(source) ?? /(?:^|\/)src\/features\/([^/]+)\//.exec(source);
  if (feature) return `web:features/${feature[1]}`;
  const web = /(?:apps\/web\/)?src\/([^/]+)\//.exec(source);
  if (web) return `web:${web[1]}`;
  return '(other)';
}

/** A source path shortened for the report: from node_modules/, libs/ or apps/ on. */
export function shortSource(source: string): string {
  const m = /(node_modules\/.*|libs\/.*|apps\/.*)$/.exec(source);
  return m ? m[1] : source || '(unmapped)';
}
