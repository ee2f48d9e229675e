/** Placeholder: replaced by the modules screens (issue 13). */
export function ArchivedModulesRoute() {
  return null;
}
