import type { Page } from '@cairn/types';
import { FileIcon } from '@cairn/ui-kit';
import { PAGE_LOGO_ICONS } from './page-logo-icons';

// Emoji values arrive either as the character itself or as dash-joined decimal code points.
function emojiText(value: string): string {
  if (!/^\d+(-\d+)*$/.test(value)) return value;
  try {
    return String.fromCodePoint(...value.split('-').map(Number));
  } catch {
    return '';
  }
}

/** A page's logo: its emoji, its icon in its colour, or the plain page icon. Decorative (aria-hidden). */
export function PageLogo({ logo, size = 20 }: { logo: Page['logo_props']; size?: number }) {
  if ('in_use' in logo) {
    if (logo.in_use === 'emoji' && logo.emoji) {
      const text = emojiText(logo.emoji.value);
      if (text) return <span className="cw-page-logo cw-page-logo--emoji" style={{ fontSize: size }} aria-hidden="true">{text}</span>;
    }
    const Icon = logo.in_use === 'icon' && logo.icon ? PAGE_LOGO_ICONS[logo.icon.name] : undefined;
    if (Icon && logo.icon) return <span className="cw-page-logo" style={{ color: logo.icon.color }} aria-hidden="true"><Icon size={size} /></span>;
  }
  return <span className="cw-page-logo cw-page-logo--none" aria-hidden="true"><FileIcon size={size} /></span>;
}
