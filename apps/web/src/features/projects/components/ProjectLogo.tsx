import type { ProjectLogoProps } from '@cairn/types';

// Fixed palette so a project keeps its colour between sessions without storing one.
const PALETTE = ['#3f76ff', '#0ea5e9', '#14b8a6', '#22c55e', '#eab308', '#f97316', '#ef4444', '#ec4899', '#a855f7', '#6366f1'];

function colourOf(seed: string): string {
  let hash = 0;
  for (let i = 0; i < seed.length; i++) hash = (hash * 31 + seed.charCodeAt(i)) | 0;
  return PALETTE[Math.abs(hash) % PALETTE.length];
}

// Emoji values arrive either as the character itself or as dash-joined decimal code points.
function emojiText(value: string): string {
  if (!/^\d+(-\d+)*$/.test(value)) return value;
  try {
    return String.fromCodePoint(...value.split('-').map(Number));
  } catch {
    return '';
  }
}

/** A project's logo: its emoji, or a coloured square with the identifier's first letters. */
export function ProjectLogo(props: { project: { id: string; identifier: string; logo_props: ProjectLogoProps | null }; size?: 'sm' | 'md' | 'lg' }) {
  const size = props.size ?? 'md';
  const { logo_props: logo, identifier, id } = props.project;
  const emoji = logo?.in_use === 'emoji' && logo.emoji ? emojiText(logo.emoji.value) : '';
  if (emoji) {
    return (
      <span className={`cw-project-logo cw-project-logo--${size} cw-project-logo--emoji`} aria-hidden="true">
        {emoji}
      </span>
    );
  }
  const background = (logo?.in_use === 'icon' && logo.icon?.color) || colourOf(id);
  return (
    <span className={`cw-project-logo cw-project-logo--${size}`} style={{ background }} aria-hidden="true">
      {identifier.slice(0, size === 'sm' ? 1 : 2)}
    </span>
  );
}
