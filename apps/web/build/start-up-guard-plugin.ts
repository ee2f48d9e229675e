import type { Plugin } from 'vite';

/**
 * Fails the build when a package that must stay off the start-up path lands in the entry chunk or its static imports
 * (what every page loads before anything else, B8). zod came back twice through a constant read from a schema module;
 * this makes the next time a build error instead of a benchmark finding.
 */
export function startUpGuardPlugin(options: { forbidden: readonly string[] }): Plugin {
  return {
    name: 'cairn-start-up-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item] as const] : [])));
      const closure = new Set<string>();
      const visit = (fileName: string) => {
        if (closure.has(fileName)) return;
        closure.add(fileName);
        for (const next of chunks.get(fileName)?.imports ?? []) visit(next);
      };
      for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
      const found: string[] = [];
      for (const fileName of closure) {
        for (const id of chunks.get(fileName)?.moduleIds ?? []) {
          const pkg = options.forbidden.find((name) => id.includes(`/node_modules/${name}/`));
          if (pkg) found.push(`${pkg} (${id.slice(id.indexOf('/node_modules/') + 14)}) in ${fileName}`);
        }
      }
      if (found.length > 0) {
        this.error(`Start-up JS must not contain these packages (make what imports them lazy, or move a constant out of its schema module):\n${found.slice(0, 10).join('\n')}`);
      }
    },
  };
}
