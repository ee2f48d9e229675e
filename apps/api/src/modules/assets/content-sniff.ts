// What a stored file really is, from its bytes (SECURITY.md: uploads are typed by content, never by the client's word).

/** Families of content we accept. */
export type ContentKind = 'png' | 'jpeg' | 'gif' | 'webp' | 'pdf' | 'zip' | 'text';

/** The raster image types that may be shown inline. */
export const INLINE_IMAGE_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

const IMAGE_KINDS: ReadonlySet<ContentKind> = new Set(['png', 'jpeg', 'gif', 'webp']);

const startsWith = (b: Buffer, bytes: number[], at = 0) => b.length >= at + bytes.length && bytes.every((x, i) => b[at + i] === x);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** The kind of content in `bytes` (the whole file for text to be recognised), or null when it is none we accept. */
export function sniffKind(bytes: Buffer): ContentKind | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  // Local file header, or the end-of-central-directory record of an empty archive.
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) return 'zip';
  if (bytes.length > 0 && isUtf8Text(bytes)) return 'text';
  return null;
}

/** Valid UTF-8 without NUL bytes (a BOM is fine). */
export function isUtf8Text(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

const TYPE_KINDS: Record<string, ContentKind> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpeg',
  'image/pjpeg': 'jpeg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
  'application/zip': 'zip',
  'application/x-zip-compressed': 'zip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'zip',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'zip',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'zip',
  'text/plain': 'text',
  'text/csv': 'text',
  'text/markdown': 'text',
  'text/x-markdown': 'text',
  'application/json': 'text',
};

const EXTENSION_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  zip: 'application/zip',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  txt: 'text/plain',
  log: 'text/plain',
  csv: 'text/csv',
  md: 'text/markdown',
  markdown: 'text/markdown',
  json: 'application/json',
};

/** Types a browser sends when it does not know: they say nothing, the content decides. */
const UNKNOWN_TYPES = new Set(['', 'application/octet-stream', 'binary/octet-stream']);

const CANONICAL: Record<ContentKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  zip: 'application/zip',
  text: 'text/plain',
};

/** `text/plain; charset=x` → `text/plain`. */
export function baseType(type: string): string {
  return type.split(';')[0].trim().toLowerCase();
}

function extensionOf(name: string): string | null {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : null;
}

/** True when the declared type is one the server may ever accept (or says nothing). */
export function isAcceptableDeclaredType(type: string, imagesOnly: boolean): boolean {
  const base = baseType(type);
  if (UNKNOWN_TYPES.has(base)) return !imagesOnly;
  const kind = TYPE_KINDS[base];
  return kind !== undefined && (!imagesOnly || IMAGE_KINDS.has(kind));
}

/**
 * The type to store and serve, when the content agrees with what the client said: the content's kind must be
 * accepted (only images when `imagesOnly`), and both the declared type and a known file extension must name that
 * same kind. Null means mismatch.
 */
export function resolveContentType(bytes: Buffer, declared: { name: string; type: string }, imagesOnly: boolean): string | null {
  const kind = sniffKind(bytes);
  if (!kind || (imagesOnly && !IMAGE_KINDS.has(kind))) return null;
  const declaredBase = baseType(declared.type);
  const declaredKnown = !UNKNOWN_TYPES.has(declaredBase);
  if (declaredKnown && TYPE_KINDS[declaredBase] !== kind) return null;
  const ext = extensionOf(declared.name);
  const extType = ext ? EXTENSION_TYPES[ext] : undefined;
  if (extType && TYPE_KINDS[extType] !== kind) return null;
  // Images, PDF: one true type. Zip and text: keep the more precise declared or extension type of the same family.
  if (kind !== 'zip' && kind !== 'text') return CANONICAL[kind];
  if (declaredKnown) return declaredBase === 'application/x-zip-compressed' ? 'application/zip' : declaredBase === 'text/x-markdown' ? 'text/markdown' : declaredBase;
  return extType ?? CANONICAL[kind];
}
