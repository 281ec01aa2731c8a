import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from '../Button/index.ts';
import { TopBar } from './TopBar.tsx';

/** Stands in for the app's router so following the brand link is observed instead of leaving the story. */
const navigate = fn<(href: string) => void>();

const withRouter: Decorator = (Story) => (
  <RouterProvider navigate={navigate}>
    <Story />
  </RouterProvider>
);

/** Placeholders for the real notification and avatar menus, which are built elsewhere. */
const actions = (
  <>
    <IconButton icon="bell" aria-label="Notifications" />
    <IconButton icon="user" aria-label="Account" />
  </>
);

const meta = {
  title: 'UI/TopBar',
  component: TopBar,
  decorators: [withRouter],
  beforeEach: () => {
    navigate.mockClear();
  },
  args: { productName: 'HR System', onMenuPress: fn(), menuButtonVisibility: 'always', children: actions },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithMenuButton: Story = {
  play: async ({ args, canvasElement }) => {
    const header = within(canvasElement).getByRole('banner');
    const bar = within(header);
    await userEvent.click(bar.getByRole('button', { name: 'Open menu' }));
    await expect(args.onMenuPress).toHaveBeenCalledTimes(1);

    const brand = bar.getByRole('link', { name: 'HR System' });
    await expect(brand).toHaveAttribute('href', '/');
    await userEvent.click(brand);
    await expect(navigate).toHaveBeenCalledWith('/', undefined);
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const bar = within(canvasElement);
    await userEvent.tab();
    await expect(bar.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onMenuPress).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(bar.getByRole('link', { name: 'HR System' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/', undefined);
    await userEvent.tab();
    await expect(bar.getByRole('button', { name: 'Notifications' })).toHaveFocus();
    await userEvent.tab();
    await expect(bar.getByRole('button', { name: 'Account' })).toHaveFocus();
  },
};

/** As the app renders it: the menu button is there below md only (resize the window to see it go). */
export const Responsive: Story = {
  args: { menuButtonVisibility: 'auto' },
};

export const WithoutMenuButton: Story = {
  args: { onMenuPress: undefined },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement);
    await expect(bar.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    await expect(bar.getByRole('link', { name: 'HR System' })).toBeVisible();
  },
};

export const WithoutActions: Story = {
  args: { children: undefined },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement);
    await expect(bar.getAllByRole('button')).toHaveLength(1);
  },
};

export const LongProductName: Story = {
  args: { productName: 'Northwind Human Resources and Payroll Administration' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement);
    await expect(bar.getByRole('button', { name: 'Account' })).toBeVisible();
    await expect(
      bar.getByRole('link', { name: 'Northwind Human Resources and Payroll Administration' }),
    ).toBeVisible();
  },
};
