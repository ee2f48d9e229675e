import { CHECK_LIST, TRANSFORMERS, type Transformer } from '@lexical/markdown';

/** Markdown shortcuts: Lexical's defaults plus "[] " / "[x] " checklists (checked first so "- [ ] " wins over "- "). */
export const EDITOR_TRANSFORMERS: Transformer[] = [CHECK_LIST, ...TRANSFORMERS];
