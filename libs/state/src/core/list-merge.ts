/**
 * Undoes one optimistic list change on a list that has changed since (three-way): drops what the change added,
 * puts back what it removed next to its old neighbour, and keeps everything else the current list has.
 */
export function undoListChange<T>(before: readonly T[], after: readonly T[], current: readonly T[]): T[] {
  const added = after.filter((x) => !before.includes(x));
  const removed = before.filter((x) => !after.includes(x));
  const result = current.filter((x) => !added.includes(x));
  for (const item of removed) {
    if (result.includes(item)) continue;
    const oldIndex = before.indexOf(item);
    let at = 0;
    for (let j = oldIndex - 1; j >= 0; j--) {
      const k = result.indexOf(before[j]);
      if (k >= 0) {
        at = k + 1;
        break;
      }
    }
    result.splice(at, 0, item);
  }
  return result;
}

/** Same items in the same order (by identity). */
export function sameList<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((x, i) => Object.is(x, b[i]));
}
