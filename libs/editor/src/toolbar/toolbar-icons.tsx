import type { ReactNode } from 'react';

function Svg({ children }: { children: ReactNode }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

function Glyph({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span className={`ck-editor__glyph${className ? ` ${className}` : ''}`} aria-hidden="true">
      {children}
    </span>
  );
}

/** Toolbar icons (decorative; every button carries its own aria-label). */
export const toolbarIcons = {
  bold: <Glyph className="ck-editor__glyph--bold">B</Glyph>,
  italic: <Glyph className="ck-editor__glyph--italic">I</Glyph>,
  underline: <Glyph className="ck-editor__glyph--underline">U</Glyph>,
  strikethrough: <Glyph className="ck-editor__glyph--strike">S</Glyph>,
  inline_code: (
    <Svg>
      <path d="M6 4 2 8l4 4M10 4l4 4-4 4" />
    </Svg>
  ),
  heading_1: <Glyph>H1</Glyph>,
  heading_2: <Glyph>H2</Glyph>,
  heading_3: <Glyph>H3</Glyph>,
  bullet_list: (
    <Svg>
      <path d="M6 4h8M6 8h8M6 12h8" />
      <circle cx="2.5" cy="4" r="0.8" fill="currentColor" />
      <circle cx="2.5" cy="8" r="0.8" fill="currentColor" />
      <circle cx="2.5" cy="12" r="0.8" fill="currentColor" />
    </Svg>
  ),
  numbered_list: (
    <Svg>
      <path d="M7 4h7M7 8h7M7 12h7M2 3l1-0.5V6M2 9.5c0-1 2-1 2 0 0 0.8-2 1.5-2 2.5h2" strokeWidth="1.2" />
    </Svg>
  ),
  checklist: (
    <Svg>
      <rect x="1.5" y="2.5" width="4" height="4" rx="1" />
      <path d="m2.3 11 1 1 1.8-2.2M8 4.5h6M8 11h6" />
    </Svg>
  ),
  quote: (
    <Svg>
      <path d="M3 3v10M6.5 5h7M6.5 8h7M6.5 11h5" />
    </Svg>
  ),
  code_block: (
    <Svg>
      <rect x="1.5" y="2.5" width="13" height="11" rx="2" />
      <path d="m5.5 6.5-1.5 1.5 1.5 1.5M10.5 6.5 12 8l-1.5 1.5" />
    </Svg>
  ),
  link: (
    <Svg>
      <path d="M6.5 9.5a3 3 0 0 0 4.2 0l2.1-2.1a3 3 0 0 0-4.2-4.2l-.7.7" />
      <path d="M9.5 6.5a3 3 0 0 0-4.2 0L3.2 8.6a3 3 0 0 0 4.2 4.2l.7-.7" />
    </Svg>
  ),
  image: (
    <Svg>
      <rect x="1.5" y="2.5" width="13" height="11" rx="2" />
      <circle cx="5.5" cy="6" r="1.2" />
      <path d="m2 12 3.5-3.5 2.5 2.5 2-2 4 4" />
    </Svg>
  ),
  table: (
    <Svg>
      <rect x="1.5" y="2.5" width="13" height="11" rx="1.5" />
      <path d="M1.5 6.2h13M1.5 9.8h13M5.8 2.5v11M10.2 2.5v11" />
    </Svg>
  ),
} as const;
