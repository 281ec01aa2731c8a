import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageLoading } from './PageLoading.tsx';

const meta = {
  title: 'Screens/Layout/PageLoading',
  component: PageLoading,
  tags: ['autodocs'],
  args: { label: 'Loading modules' },
} satisfies Meta<typeof PageLoading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading modules' })).toBeVisible();
  },
};
