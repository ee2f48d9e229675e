import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DeployBoardUpdate } from '@cairn/types';
import { PublishForm, type PublishSettings } from './PublishForm';
import { PUBLISH_DEFAULTS } from './PublishPanel';

function Demo(props: { intakeAvailable: boolean; disabled: boolean }) {
  const [value, setValue] = useState<PublishSettings>(PUBLISH_DEFAULTS);
  const change = (patch: DeployBoardUpdate) => setValue((v) => ({ ...v, ...patch, view_props: { ...v.view_props, ...patch.view_props } }));
  return (
    <div style={{ maxWidth: 640 }}>
      <PublishForm value={value} intakeAvailable={props.intakeAvailable} disabled={props.disabled} onChange={change} />
    </div>
  );
}

const meta = {
  title: 'Publishing/Publish form',
  component: Demo,
  args: { intakeAvailable: true, disabled: false },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = {};
export const ProjectIntakeOff: Story = { args: { intakeAvailable: false } };
export const Saving: Story = { args: { disabled: true } };
