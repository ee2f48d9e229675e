import { useState } from 'react';
import { useT } from '@cairn/i18n';
import { PUBLISH_LAYOUTS, type DeployBoard, type DeployBoardUpdate, type PublishLayout } from '@cairn/types';
import { Checkbox, Switch } from '@cairn/ui-kit';
import '../publishing.css';

/** What the form edits: the board's switches and offered layouts (a published board, or the draft before publishing). */
export type PublishSettings = Pick<
  DeployBoard,
  'is_comments_enabled' | 'is_reactions_enabled' | 'is_votes_enabled' | 'is_intake_enabled' | 'is_activity_enabled' | 'is_indexable' | 'view_props'
>;

type SwitchField = Exclude<keyof PublishSettings, 'view_props'>;

// Each switch, with the key of its label and hint under publishing.switches.
const SWITCHES: { field: SwitchField; key: string }[] = [
  { field: 'is_comments_enabled', key: 'comments' },
  { field: 'is_reactions_enabled', key: 'reactions' },
  { field: 'is_votes_enabled', key: 'votes' },
  { field: 'is_intake_enabled', key: 'intake' },
  { field: 'is_activity_enabled', key: 'activity' },
  { field: 'is_indexable', key: 'indexable' },
];

/**
 * The publish settings of a project or a view: what the public may do (comments, reactions, votes, the request form —
 * off with the reason while the project's Intake is off — activity, search engines) and which layouts are offered (at
 * least one: unticking the last says so inline and changes nothing). Every change goes out as one patch.
 */
export function PublishForm(props: {
  value: PublishSettings;
  /** The project's Intake feature is on (the public request form needs it). */
  intakeAvailable: boolean;
  disabled?: boolean;
  onChange: (patch: DeployBoardUpdate) => void;
}) {
  const { t } = useT();
  const [layoutError, setLayoutError] = useState(false);
  const { value } = props;
  const setLayout = (layout: PublishLayout, on: boolean) => {
    const next = { ...value.view_props, [layout]: on };
    if (!Object.values(next).some(Boolean)) {
      setLayoutError(true);
      return;
    }
    setLayoutError(false);
    props.onChange({ view_props: { [layout]: on } });
  };
  return (
    <div className="cw-publish-form">
      <div className="cw-publish-form__group" role="group" aria-label={t('publishing.settings_title')}>
        {SWITCHES.map(({ field, key }) => {
          const intakeOff = field === 'is_intake_enabled' && !props.intakeAvailable;
          const label = t(`publishing.switches.${key}`);
          return (
            <div key={field} className="cw-pref">
              <div className="cw-pref__text">
                <span className="cw-pref__title">{label}</span>
                <span className="cw-muted">{intakeOff ? t('publishing.switches.intake_needs_project_intake') : t(`publishing.switches.${key}_hint`)}</span>
              </div>
              <Switch aria-label={label} checked={value[field] && !intakeOff} disabled={props.disabled || intakeOff} onChange={(on) => props.onChange({ [field]: on })} />
            </div>
          );
        })}
      </div>
      <fieldset className="cw-publish-form__layouts">
        <legend className="cw-pref__title">{t('publishing.layouts_title')}</legend>
        <p className="cw-muted">{t('publishing.layouts_description')}</p>
        <div className="cw-publish-form__layout-list">
          {PUBLISH_LAYOUTS.map((layout) => (
            <Checkbox
              key={layout}
              label={t(`publishing.layouts.${layout}`)}
              checked={value.view_props[layout]}
              disabled={props.disabled}
              onChange={(event) => setLayout(layout, event.currentTarget.checked)}
            />
          ))}
        </div>
        {layoutError ? (
          <p className="cw-publish-form__error" role="alert">
            {t('publishing.layout_required')}
          </p>
        ) : null}
      </fieldset>
    </div>
  );
}
