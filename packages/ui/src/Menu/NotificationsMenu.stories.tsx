import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NotificationsMenu } from './NotificationsMenu.tsx';

const meta = {
  title: 'UI/NotificationsMenu',
  component: NotificationsMenu,
  args: {
    onAction: fn(),
    notifications: [
      {
        id: 'leave-1',
        title: 'Leave request from Grace Hopper',
        description: '5 minutes ago',
        isUnread: true,
      },
      { id: 'payroll-5', title: 'May payroll processed', description: '1 hour ago', isUnread: true },
      { id: 'doc-3', title: 'New document shared: Handbook', description: 'Yesterday', isUnread: true },
      { id: 'ann-2', title: 'Office closed on Friday', description: 'Last week' },
    ],
  },
} satisfies Meta<typeof NotificationsMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Unread: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Notifications, 3 unread' });
    await expect(trigger).toHaveTextContent('3');
    await userEvent.click(trigger);
    const menu = await body.findByRole('menu', { name: 'Notifications, 3 unread' });
    const item = within(menu).getByRole('menuitem', { name: 'Unread: May payroll processed 1 hour ago' });
    await userEvent.click(item);
    await expect(args.onAction).toHaveBeenCalledWith(
      'payroll-5',
      expect.objectContaining({ id: 'payroll-5' }),
    );
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /^Notifications/ });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await body.findByRole('menu');
    await waitFor(() =>
      expect(
        within(menu).getByRole('menuitem', { name: /^Unread: Leave request from Grace Hopper/ }),
      ).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowUp}');
    await expect(
      within(menu).getByRole('menuitem', { name: 'Office closed on Friday Last week' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('ann-2', expect.objectContaining({ id: 'ann-2' }));
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const AllRead: Story = {
  args: {
    notifications: [{ id: 'ann-2', title: 'Office closed on Friday', description: 'Last week' }],
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Notifications' });
    await expect(trigger).not.toHaveTextContent(/\d/);
    await userEvent.click(trigger);
    const menu = await body.findByRole('menu', { name: 'Notifications' });
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Office closed on Friday Last week' })).toBeVisible(),
    );
  },
};

export const ManyUnread: Story = {
  args: { unreadCount: 120 },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Notifications, 99+ unread' });
    await expect(trigger).toHaveTextContent('99+');
  },
};

export const Empty: Story = {
  args: { notifications: [] },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Notifications' });
    await userEvent.click(trigger);
    const menu = await body.findByRole('menu', { name: 'Notifications' });
    await expect(within(menu).getByRole('menuitem', { name: 'No notifications' })).toBeInTheDocument();
    await waitFor(() => expect(within(menu).getByText('No notifications')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};
