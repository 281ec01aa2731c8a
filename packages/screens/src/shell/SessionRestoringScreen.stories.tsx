import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SessionRestoringScreen } from './SessionRestoringScreen.tsx';

const meta = {
  title: 'Screens/Shell/SessionRestoringScreen',
  component: SessionRestoringScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SessionRestoringScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Restoring your session…' })).toBeVisible();
    await expect(canvas.getByText('Restoring your session…')).toBeVisible();
  },
};
