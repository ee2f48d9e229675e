import { useState } from 'react';
import type { Estimate, EstimatePoint } from '@cairn/types';
import { useT } from '@cairn/i18n';
import { useAppStore } from '@cairn/state';
import { Badge, Button, IconButton, Input, PlusIcon, TrashIcon } from '@cairn/ui-kit';
import { ESTIMATE_VALUE_MAX } from './estimate-presets';
import '../../../app/styles/project-settings.css';

function PointEdit(props: { slug: string; projectId: string; estimateId: string; point: EstimatePoint; canRemove: boolean }) {
  const { t } = useT();
  const updatePoint = useAppStore((s) => s.updateEstimatePoint);
  const deletePoint = useAppStore((s) => s.deleteEstimatePoint);
  const [value, setValue] = useState(props.point.value);
  const changed = value.trim() !== props.point.value && value.trim() !== '';
  const save = () => {
    if (changed) void updatePoint(props.slug, props.projectId, props.estimateId, props.point.id, { value: value.trim() }).catch(() => setValue(props.point.value));
  };
  return (
    <div className="cw-point-editor__row">
      <span className="cw-point-editor__key" aria-hidden="true">
        {props.point.key}
      </span>
      <Input
        id={`point-${props.point.id}`}
        aria-label={t('projects.estimates.point_n', { n: props.point.key })}
        size="sm"
        maxLength={ESTIMATE_VALUE_MAX}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        onBlur={save}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            save();
          }
        }}
      />
      <IconButton
        size="sm"
        icon={<TrashIcon size={14} />}
        aria-label={t('projects.estimates.remove_point_n', { n: props.point.key })}
        disabled={!props.canRemove}
        onClick={() => void deletePoint(props.slug, props.projectId, props.estimateId, props.point.id).catch(() => undefined)}
      />
    </div>
  );
}

function PointsEdit(props: { slug: string; projectId: string; estimate: Estimate; onDone: () => void }) {
  const { t } = useT();
  const createPoints = useAppStore((s) => s.createEstimatePoints);
  const [draft, setDraft] = useState('');
  const [adding, setAdding] = useState(false);
  const points = [...props.estimate.points].sort((a, b) => a.key - b.key);
  const add = async () => {
    const value = draft.trim();
    if (!value) return;
    setAdding(true);
    try {
      const key = points.reduce((max, p) => Math.max(max, p.key), 0) + 1;
      await createPoints(props.slug, props.projectId, props.estimate.id, [{ key, value }]);
      setDraft('');
    } catch {
      // The store showed why.
    } finally {
      setAdding(false);
    }
  };
  return (
    <div className="cw-point-editor">
      {points.map((point) => (
        <PointEdit key={point.id} slug={props.slug} projectId={props.projectId} estimateId={props.estimate.id} point={point} canRemove={points.length > 1} />
      ))}
      <div className="cw-point-editor__row">
        <span className="cw-point-editor__key" aria-hidden="true">
          +
        </span>
        <Input
          id={`point-new-${props.estimate.id}`}
          aria-label={t('projects.estimates.new_point')}
          placeholder={t('projects.estimates.new_point')}
          size="sm"
          maxLength={ESTIMATE_VALUE_MAX}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void add();
            }
          }}
        />
        <IconButton size="sm" icon={<PlusIcon size={14} />} aria-label={t('projects.estimates.add_point')} loading={adding} disabled={!draft.trim()} onClick={() => void add()} />
      </div>
      <div>
        <Button size="sm" variant="outline" onClick={props.onDone}>
          {t('common.done')}
        </Button>
      </div>
    </div>
  );
}

/** One estimate: name, type, points; the active one's points can be edited, an archived one made active again. */
export function EstimateCard(props: { slug: string; projectId: string; estimate: Estimate; canEdit: boolean; onDelete: (estimate: Estimate) => void }) {
  const { t } = useT();
  const updateEstimate = useAppStore((s) => s.updateEstimate);
  const [editing, setEditing] = useState(false);
  const { estimate } = props;
  const points = [...estimate.points].sort((a, b) => a.key - b.key);
  return (
    <section className="cw-estimate-card" aria-label={estimate.name}>
      <div className="cw-estimate-card__head">
        <span className="cw-estimate-card__title">
          {estimate.name}
          <Badge size="sm">{t(`projects.estimates.types.${estimate.type}`, { defaultValue: estimate.type })}</Badge>
          {estimate.last_used ? (
            <Badge size="sm" variant="success">
              {t('projects.estimates.active')}
            </Badge>
          ) : null}
        </span>
        {props.canEdit ? (
          <span className="cw-item-row__actions">
            {estimate.last_used ? (
              !editing ? (
                <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
                  {t('projects.estimates.edit_points')}
                </Button>
              ) : null
            ) : (
              <Button size="sm" variant="outline" onClick={() => void updateEstimate(props.slug, props.projectId, estimate.id, { last_used: true }).catch(() => undefined)}>
                {t('projects.estimates.use')}
              </Button>
            )}
            <Button size="sm" variant="ghost" className="cw-danger-text" aria-label={t('projects.estimates.delete_named', { name: estimate.name })} onClick={() => props.onDelete(estimate)}>
              {t('common.delete')}
            </Button>
          </span>
        ) : null}
      </div>
      {editing ? (
        <PointsEdit slug={props.slug} projectId={props.projectId} estimate={estimate} onDone={() => setEditing(false)} />
      ) : (
        <div className="cw-estimate-points" aria-label={t('projects.estimates.points')}>
          {points.map((p) => (
            <Badge key={p.id} size="md">
              {p.value}
            </Badge>
          ))}
        </div>
      )}
    </section>
  );
}
