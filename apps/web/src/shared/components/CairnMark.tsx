/** The Cairn logo: three stacked stones. */
export function CairnMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--cw-brand, #3f5bd9)" />
      <g fill="#fff">
        <ellipse cx="16" cy="24" rx="9" ry="3.2" />
        <ellipse cx="16" cy="17.5" rx="6.5" ry="2.8" />
        <ellipse cx="16" cy="11.5" rx="4.2" ry="2.4" />
      </g>
    </svg>
  );
}
