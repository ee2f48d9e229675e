/** Placeholder: replaced by the modules screens (issue 13). */
export function ModulesRoute() {
  return null;
}
