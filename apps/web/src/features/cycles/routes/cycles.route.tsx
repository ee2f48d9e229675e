/** Placeholder: replaced by the cycles screens (issue 13). */
export function CyclesRoute() {
  return null;
}
