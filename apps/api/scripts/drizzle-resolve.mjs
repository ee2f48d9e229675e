// drizzle-orm is installed under apps/api/node_modules only, but drizzle-kit imports it from the root node_modules;
// this loader hook resolves drizzle-orm (and its subpaths) from apps/api so `drizzle-kit generate` works.
import { register } from 'node:module';

register(
  'data:text/javascript,' +
    encodeURIComponent(`
const base = ${JSON.stringify(new URL('../package.json', import.meta.url).href)};
export async function resolve(specifier, context, next) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) return next(specifier, { ...context, parentURL: base });
  return next(specifier, context);
}`),
);
