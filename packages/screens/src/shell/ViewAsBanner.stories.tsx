import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ViewAsBanner } from './ViewAsBanner.tsx';

const meta = {
  title: 'Screens/Shell/ViewAsBanner',
  component: ViewAsBanner,
  args: { label: 'Payroll Officer', onExit: fn() },
} satisfies Meta<typeof ViewAsBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('status', { name: 'Viewing as Payroll Officer — read-only.' });
    await expect(banner).toHaveTextContent('Nothing can be saved until you exit.');
    await userEvent.click(within(banner).getByRole('button', { name: 'Exit' }));
    await expect(args.onExit).toHaveBeenCalledTimes(1);
  },
};
