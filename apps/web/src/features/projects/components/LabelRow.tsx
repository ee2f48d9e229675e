import type { DragEvent, KeyboardEvent, ReactNode } from 'react';
import type { Label } from '@cairn/types';
import { useT } from '@cairn/i18n';
import { ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon, ChevronUpIcon, IconButton, Menu, MoreHorizontalIcon } from '@cairn/ui-kit';
import type { DropPosition, LabelKeyMove } from '../hooks/label-moves';
import '../../../app/styles/project-settings.css';

/** Which keyboard moves are possible for a row (computed by the tree from the label's neighbours). */
export type LabelMoveAvailability = Record<LabelKeyMove, boolean>;

const MOVE_ORDER: LabelKeyMove[] = ['up', 'down', 'indent', 'outdent'];
const KEY_MOVES: Record<string, LabelKeyMove> = { ArrowUp: 'up', ArrowDown: 'down', ArrowRight: 'indent', ArrowLeft: 'outdent' };

/** Where in a row the pointer is: the top quarter drops before, the bottom quarter after, the middle inside. */
export function dropPositionAt(event: DragEvent<HTMLElement>): DropPosition {
  const rect = event.currentTarget.getBoundingClientRect();
  const y = event.clientY - rect.top;
  if (rect.height <= 0) return 'inside';
  if (y < rect.height * 0.25) return 'before';
  if (y > rect.height * 0.75) return 'after';
  return 'inside';
}

/** One label in the labels tree: drag handle, colour, name, move buttons and its actions menu. */
export function LabelRow(props: {
  label: Label;
  depth: number;
  childCount: number;
  canEdit: boolean;
  moves: LabelMoveAvailability;
  dropHint: DropPosition | null;
  dragging: boolean;
  onMove: (move: LabelKeyMove) => void;
  onAddChild: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onDragStart: (event: DragEvent<HTMLElement>) => void;
  onDragOver: (event: DragEvent<HTMLElement>) => void;
  onDragLeave: () => void;
  onDrop: (event: DragEvent<HTMLElement>) => void;
  onDragEnd: () => void;
}) {
  const { t } = useT();
  const { label } = props;
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Alt+arrows move the focused row, the keyboard equivalent of dragging.
    const move = event.altKey ? KEY_MOVES[event.key] : undefined;
    if (!move || !props.canEdit || !props.moves[move]) return;
    event.preventDefault();
    props.onMove(move);
  };
  const classes = ['cw-item-row'];
  if (props.dropHint) classes.push(`cw-item-row--drop-${props.dropHint}`);
  if (props.dragging) classes.push('cw-item-row--dragging');
  const button = (move: LabelKeyMove, icon: ReactNode) => (
    <IconButton size="sm" icon={icon} aria-label={t(`projects.labels.${move}`, { name: label.name })} disabled={!props.moves[move]} onClick={() => props.onMove(move)} />
  );
  return (
    <div
      className={classes.join(' ')}
      style={{ paddingLeft: `calc(var(--ck-space-2) + ${props.depth} * 24px)` }}
      draggable={props.canEdit}
      data-label-id={label.id}
      onDragStart={props.onDragStart}
      onDragOver={props.onDragOver}
      onDragLeave={props.onDragLeave}
      onDrop={props.onDrop}
      onDragEnd={props.onDragEnd}
      onKeyDown={onKeyDown}
    >
      {props.canEdit ? (
        <span className="cw-drag-handle" aria-hidden="true" title={t('projects.labels.drag_hint')}>
          ⠿
        </span>
      ) : null}
      <span className="cw-item-row__name">
        <span className="cw-swatch" style={{ background: label.color }} aria-hidden="true" />
        <span>{label.name}</span>
        {props.childCount > 0 ? <span className="cw-muted cw-item-row__count">{t('projects.labels.children', { count: props.childCount })}</span> : null}
      </span>
      {props.canEdit ? (
        <span className="cw-item-row__actions">
          <span className="cw-label-moves">
            {button('up', <ChevronUpIcon size={14} />)}
            {button('down', <ChevronDownIcon size={14} />)}
            {button('outdent', <ChevronLeftIcon size={14} />)}
            {button('indent', <ChevronRightIcon size={14} />)}
          </span>
          <Menu
            align="end"
            trigger={<MoreHorizontalIcon size={16} />}
            triggerLabel={t('projects.labels.actions', { name: label.name })}
            items={[
              { id: 'child', label: t('projects.labels.add_child'), onClick: props.onAddChild },
              { id: 'edit', label: t('common.edit'), onClick: props.onEdit },
              // The move buttons fold away on narrow screens; the menu keeps the moves reachable there.
              { id: 'moves', separator: true },
              ...MOVE_ORDER.map((move) => ({ id: move, label: t(`projects.labels.menu_${move}`), disabled: !props.moves[move], onClick: () => props.onMove(move) })),
              { id: 'danger', separator: true },
              { id: 'delete', label: t('common.delete'), danger: true, onClick: props.onDelete },
            ]}
          />
        </span>
      ) : null}
    </div>
  );
}
