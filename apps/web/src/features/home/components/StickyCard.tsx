import { useState, type CSSProperties, type HTMLAttributes, type Ref } from 'react';
import { useT } from '@cairn/i18n';
import { selectSticky, useAppStore, useStoreApi } from '@cairn/state';
import { ChevronDownIcon, ChevronUpIcon, IconButton, MenuIcon, TrashIcon } from '@cairn/ui-kit';
import { ConfirmModal } from '../../../shared/components/ConfirmModal';
import { STICKY_COLORS, stickyColor } from '../hooks/sticky-colors';
import { StickyEditor } from './StickyEditor';

const ignore = () => undefined;

/** What the drag layer gives a card (absent without drag and drop). */
export interface StickyDragSlot {
  rowRef: Ref<HTMLLIElement>;
  handleRef: Ref<HTMLButtonElement>;
  handleProps: HTMLAttributes<HTMLButtonElement>;
  style?: CSSProperties;
  isDragging: boolean;
  isOver: boolean;
}

/** One sticky, editable in place (title, body with autosave, colour), with delete (confirmed) and move up / down. */
export function StickyCard(props: { slug: string; id: string; onMoveUp?: () => void; onMoveDown?: () => void; drag?: StickyDragSlot | null }) {
  const { t } = useT();
  const store = useStoreApi();
  const sticky = useAppStore((s) => selectSticky(s, props.id));
  const active = useAppStore((s) => s.activeStickyId === props.id);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  if (!sticky) return null;
  const label = sticky.name || t('home.sticky_untitled');
  const edit = (body: { name?: string; description_html?: string }) => store.getState().editSticky(props.slug, sticky.id, body).catch(ignore);
  const remove = () => {
    setDeleting(true);
    store.getState().deleteSticky(props.slug, sticky.id).catch(() => setDeleting(false));
    setConfirming(false);
  };
  const drag = props.drag;
  const classes = ['cw-sticky', drag?.isDragging ? 'cw-sticky--dragging' : '', drag?.isOver ? 'cw-sticky--over' : ''].filter(Boolean).join(' ');
  return (
    <li ref={drag?.rowRef} style={drag?.style} className={classes} data-color={stickyColor(sticky.background_color) || undefined} aria-label={label}
      onFocus={() => {
        if (!active) store.getState().setActiveSticky(sticky.id);
      }}
    >
      <div className="cw-sticky__top">
        {drag ? (
          <button ref={drag.handleRef} type="button" className="cw-sticky__handle" aria-label={t('home.sticky_drag', { name: label })} {...drag.handleProps}>
            <MenuIcon size={14} />
          </button>
        ) : null}
        <input
          className="cw-sticky__name"
          aria-label={t('home.sticky_title')}
          placeholder={t('home.sticky_title_placeholder')}
          defaultValue={sticky.name}
          maxLength={255}
          onChange={(e) => edit({ name: e.target.value })}
        />
      </div>
      <StickyEditor
        ariaLabel={t('home.sticky_body', { name: label })}
        initialHtml={sticky.description_html}
        placeholder={t('home.sticky_placeholder')}
        autoFocus={active && !sticky.description_html && !sticky.name}
        onChange={(html) => edit({ description_html: html })}
      />
      <div className="cw-sticky__tools">
        <div className="cw-sticky__colors" role="radiogroup" aria-label={t('home.sticky_color')}>
          {STICKY_COLORS.map((color) => (
            <button
              key={color || 'default'}
              type="button"
              role="radio"
              aria-checked={stickyColor(sticky.background_color) === color}
              aria-label={t(`home.sticky_colors.${color || 'default'}`)}
              className="cw-sticky__swatch"
              data-color={color || undefined}
              onClick={() => store.getState().updateSticky(props.slug, sticky.id, { background_color: color }).catch(ignore)}
            />
          ))}
        </div>
        <span className="cw-sticky__actions">
          {props.onMoveUp ? <IconButton size="sm" icon={<ChevronUpIcon size={14} />} aria-label={t('home.sticky_move_up', { name: label })} onClick={props.onMoveUp} /> : null}
          {props.onMoveDown ? (
            <IconButton size="sm" icon={<ChevronDownIcon size={14} />} aria-label={t('home.sticky_move_down', { name: label })} onClick={props.onMoveDown} />
          ) : null}
          <IconButton size="sm" icon={<TrashIcon size={14} />} aria-label={t('home.sticky_delete', { name: label })} onClick={() => setConfirming(true)} disabled={deleting} />
        </span>
      </div>
      <ConfirmModal
        open={confirming}
        title={t('home.sticky_delete_title')}
        description={t('home.sticky_delete_text')}
        confirmLabel={t('common.delete')}
        busy={deleting}
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </li>
  );
}
