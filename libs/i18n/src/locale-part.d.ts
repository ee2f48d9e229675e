// The other part of English when an app's build splits it (apps/web/build/locale-split-plugin.ts): a JSON module.
declare module '*.json?part=rest' {
  const texts: Record<string, unknown>;
  export default texts;
}
