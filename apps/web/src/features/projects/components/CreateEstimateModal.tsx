import { useState } from 'react';
import { useT } from '@cairn/i18n';
import { useAppStore } from '@cairn/state';
import { Button, Input, Modal } from '@cairn/ui-kit';
import { ChoiceGroup } from '../../../shared/components/ChoiceGroup';
import { ESTIMATE_PRESETS, ESTIMATE_TYPES, pointValuesProblem, type EstimateType } from './estimate-presets';
import { PointsEditor } from './PointsEditor';
import '../../../app/styles/settings.css';

/** "Create estimate": name, type and the points; the new estimate becomes the active one. */
export function CreateEstimateModal(props: { slug: string; projectId: string; open: boolean; onClose: () => void }) {
  const { t } = useT();
  const createEstimate = useAppStore((s) => s.createEstimate);
  const [name, setName] = useState('');
  const [type, setType] = useState<EstimateType>('points');
  const [values, setValues] = useState<string[]>(ESTIMATE_PRESETS.points);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const problem = pointValuesProblem(values);

  const close = () => {
    setName('');
    setType('points');
    setValues(ESTIMATE_PRESETS.points);
    setSubmitted(false);
    props.onClose();
  };

  const submit = async () => {
    setSubmitted(true);
    if (!name.trim() || problem) return;
    setSaving(true);
    try {
      await createEstimate(props.slug, props.projectId, {
        estimate: { name: name.trim(), type },
        estimate_points: values.map((value, i) => ({ key: i + 1, value: value.trim() })),
      });
      close();
    } catch {
      // The store showed 'Error creating estimate'.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={props.open}
      onClose={close}
      title={t('projects.estimates.create_title')}
      description={t('projects.estimates.create_description')}
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button loading={saving} onClick={() => void submit()}>
            {t('projects.estimates.create_submit')}
          </Button>
        </>
      }
    >
      <div className="cw-settings-form">
        <Input
          id="estimate-name"
          label={t('projects.estimates.name')}
          placeholder={t('projects.estimates.name_placeholder')}
          required
          maxLength={255}
          value={name}
          error={submitted && !name.trim() ? t('projects.estimates.name_required') : undefined}
          onChange={(e) => setName(e.target.value)}
        />
        <ChoiceGroup
          label={t('projects.estimates.type')}
          options={ESTIMATE_TYPES.map((key) => ({ value: key, label: t(`projects.estimates.types.${key}`) }))}
          value={type}
          onChange={(next) => {
            setType(next);
            setValues(ESTIMATE_PRESETS[next]);
          }}
        />
        <div className="cw-field">
          <span className="cw-field__label">{t('projects.estimates.points')}</span>
          <PointsEditor idPrefix="estimate-point" values={values} onChange={setValues} />
          {submitted && problem ? (
            <span className="cw-danger-text cw-muted" role="alert">
              {t(problem)}
            </span>
          ) : null}
        </div>
      </div>
    </Modal>
  );
}
