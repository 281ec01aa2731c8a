import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NotFoundScreen } from './NotFoundScreen.tsx';
import { RouterErrorScreen } from './RouterErrorScreen.tsx';

const meta = {
  title: 'Screens/Shell/StatusScreens',
  component: NotFoundScreen,
  args: { homeHref: '/' },
} satisfies Meta<typeof NotFoundScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const reload = fn();

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  },
};

export const RouterError: Story = {
  render: () => (
    <RouterErrorScreen message="Failed to fetch dynamically imported module" homeHref="/" onReload={reload} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    await expect(canvas.getByText('Failed to fetch dynamically imported module')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reload the page' }));
    await expect(reload).toHaveBeenCalledTimes(1);
  },
};
