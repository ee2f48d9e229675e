import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '@cairn/i18n';
import type { Page } from '@cairn/types';
import { PageLogo } from './PageLogo';
import { PAGE_LOGO_COLORS, PAGE_LOGO_EMOJI, PAGE_LOGO_ICONS } from './page-logo-icons';

type Logo = Page['logo_props'];

/**
 * The logo button beside the page's title: opens a small panel to pick an emoji, or an icon in a colour, or to remove
 * the logo. Closes on Escape (focus back on the button), a click outside, or a choice. Without `onChange` it only shows.
 */
export function PageLogoPicker({ logo, onChange }: { logo: Logo; onChange?: (logo: Logo) => void }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<'emoji' | 'icon'>('in_use' in logo && logo.in_use === 'icon' ? 'icon' : 'emoji');
  const [color, setColor] = useState<string>(('in_use' in logo && logo.icon?.color) || PAGE_LOGO_COLORS[1]);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node | null)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);
  if (!onChange) return <span className="cw-page-logo-button cw-page-logo-button--static"><PageLogo logo={logo} size={28} /></span>;
  const choose = (next: Logo) => {
    onChange(next);
    setOpen(false);
    trigger.current?.focus();
  };
  return (
    <div ref={root} className="cw-page-logo-picker">
      <button
        ref={trigger}
        type="button"
        className="cw-page-logo-button"
        aria-label={t('page_editor.logo.change')}
        title={t('page_editor.logo.change')}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <PageLogo logo={logo} size={28} />
      </button>
      {open ? (
        <div
          id={id}
          role="dialog"
          aria-label={t('page_editor.logo.panel')}
          className="cw-page-logo-panel"
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.preventDefault();
            event.stopPropagation();
            setOpen(false);
            trigger.current?.focus();
          }}
        >
          <div className="cw-page-logo-panel__tabs">
            <button type="button" className="cw-page-logo-panel__tab" aria-pressed={tab === 'emoji'} onClick={() => setTab('emoji')}>{t('page_editor.logo.emoji')}</button>
            <button type="button" className="cw-page-logo-panel__tab" aria-pressed={tab === 'icon'} onClick={() => setTab('icon')}>{t('page_editor.logo.icon')}</button>
            <button type="button" className="cw-page-logo-panel__remove" onClick={() => choose({})}>{t('page_editor.logo.remove')}</button>
          </div>
          {tab === 'emoji' ? (
            <div className="cw-page-logo-panel__grid">
              {PAGE_LOGO_EMOJI.map((emoji) => (
                <button key={emoji} type="button" className="cw-page-logo-panel__option" aria-label={emoji} onClick={() => choose({ in_use: 'emoji', emoji: { value: emoji } })}>
                  {emoji}
                </button>
              ))}
            </div>
          ) : (
            <>
              <div className="cw-page-logo-panel__colors" role="radiogroup" aria-label={t('page_editor.logo.color')}>
                {PAGE_LOGO_COLORS.map((c) => (
                  <button key={c} type="button" role="radio" aria-checked={c === color} aria-label={c} className="cw-page-logo-panel__swatch" style={{ background: c }} onClick={() => setColor(c)} />
                ))}
              </div>
              <div className="cw-page-logo-panel__grid">
                {Object.entries(PAGE_LOGO_ICONS).map(([name, Icon]) => (
                  <button key={name} type="button" className="cw-page-logo-panel__option" style={{ color }} aria-label={t('page_editor.logo.icon_named', { name })} onClick={() => choose({ in_use: 'icon', icon: { name, color } })}>
                    <Icon size={18} />
                  </button>
                ))}
              </div>
            </>
          )}
        </div>
      ) : null}
    </div>
  );
}
