// jsdom has no TextEncoder/TextDecoder, and ky (behind @cairn/services) needs TextEncoder when it loads.
// Import this first in a jsdom test file.
import { TextDecoder, TextEncoder } from 'node:util';

const g = globalThis as Record<string, unknown>;
g.TextEncoder ??= TextEncoder;
g.TextDecoder ??= TextDecoder;
