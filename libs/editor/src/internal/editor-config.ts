/** Lexical's error handler for every React editor: it recovers from most errors by reverting the update. */
export function onLexicalError(error: Error): void {
  console.error(error);
}
