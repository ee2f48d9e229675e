/** Version of the editor lib's public API; the Lexical editor itself arrives with the work-items issue. */
export const EDITOR_API_VERSION = 0;
