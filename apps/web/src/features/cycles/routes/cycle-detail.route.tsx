/** Placeholder: replaced by the cycles screens (issue 13). */
export function CycleDetailRoute() {
  return null;
}
