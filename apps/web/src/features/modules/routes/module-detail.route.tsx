/** Placeholder: replaced by the modules screens (issue 13). */
export function ModuleDetailRoute() {
  return null;
}
