/** The public link of a published board: the spaces viewer's page for the anchor, on this origin. */
export function publicBoardUrl(anchor: string): string {
  return `${window.location.origin}/spaces/issues/${anchor}`;
}
