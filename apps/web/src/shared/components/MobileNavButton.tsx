import { createContext, useContext } from 'react';
import { useT } from '@cairn/i18n';
import { IconButton, MenuIcon } from '@cairn/ui-kit';

/** Opens the sidebar over the content on narrow screens; absent outside the workspace layout. */
export const MobileNavContext = createContext<(() => void) | null>(null);

/** The menu button at the start of a screen header, shown only on narrow screens (CSS). */
export function MobileNavButton() {
  const { t } = useT();
  const open = useContext(MobileNavContext);
  if (!open) return null;
  return <IconButton aria-label={t('workspace.open_navigation')} icon={<MenuIcon size={18} />} onClick={open} className="cw-mobile-nav" />;
}
