import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PendingChangesNote } from './PendingChangesNote.tsx';

const meta = {
  title: 'Screens/Employees/PendingChangesNote',
  component: PendingChangesNote,
  tags: ['autodocs'],
  args: { changes: ['Bank account: GCB Bank 0012345678'] },
} satisfies Meta<typeof PendingChangesNote>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneChange: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Pending approval')).toBeVisible();
  },
};

export const SeveralChanges: Story = {
  args: { changes: ['Bank account: GCB Bank 0012345678', 'Name: Ama Owusu'] },
};
