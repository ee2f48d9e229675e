import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { WorkItemOrderBy } from '@cairn/types';
import { useDemoLayout } from '../calendar/layout-demo';
import { SpreadsheetLayout } from './SpreadsheetLayout';

function Demo(props: { count: number; canEdit: boolean }) {
  const common = useDemoLayout(props.count, { canEdit: props.canEdit, canQuickAdd: props.canEdit });
  const [orderBy, setOrderBy] = useState<WorkItemOrderBy>('-created_at');
  return (
    <div style={{ height: 'calc(100vh - 48px)' }}>
      <SpreadsheetLayout {...common} orderBy={orderBy} onOrderBy={setOrderBy} />
    </div>
  );
}

const meta = {
  title: 'Work item lists/Spreadsheet layout',
  component: Demo,
  args: { count: 5000, canEdit: true },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FiveThousandItems: Story = {};
export const ReadOnly: Story = { args: { count: 40, canEdit: false } };
