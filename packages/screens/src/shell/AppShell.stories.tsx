import { SIDE_MENU } from '@hr/domain';
import { AvatarMenu, ColorModeSwitch, MenuItem } from '@hr/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from './AppShell.tsx';
import type { ShellNotification } from './NotificationsBell.tsx';
import { toSideNavItems } from './sideMenu.ts';

const onAccountAction = fn();
const onOpen = fn();
const onMarkAllRead = fn();

function notification(index: number, isRead = false): ShellNotification {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    title: `Employee ${index} asks for leave from 7 Dec 2026 to 9 Dec 2026`,
    link: '/leave/review',
    createdAt: new Date(Date.UTC(2026, 10, 25, 9, 0) - index * 3_600_000).toISOString(),
    readAt: isRead ? '2026-11-25T10:00:00.000Z' : null,
  };
}

const unread: ShellNotification[] = [
  {
    id: 'a1b2c3d4-0000-4000-8000-000000000001',
    title: 'Ann Lee asks for leave from 7 Dec 2026 to 9 Dec 2026',
    link: '/leave/review',
    createdAt: '2026-11-25T09:15:00.000Z',
    readAt: null,
  },
  {
    id: 'a1b2c3d4-0000-4000-8000-000000000002',
    title: 'Your leave on 14 Dec 2026 was approved',
    link: '/leave/schedule',
    createdAt: '2026-11-24T16:40:00.000Z',
    readAt: '2026-11-24T17:00:00.000Z',
  },
];
const built = new Set(['/dashboard', '/employee', '/employer/departments']);

const meta = {
  title: 'Screens/Shell/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    productName: 'HR Payroll',
    menu: toSideNavItems(SIDE_MENU, (path) => built.has(path)),
    currentHref: '/employer/departments',
    notifications: { notifications: { items: [], unreadCount: 0, status: 'ready' }, onOpen, onMarkAllRead },
    actions: (
      <>
        <AvatarMenu name="Ada Lovelace" onAction={onAccountAction}>
          <MenuItem id="profile">My profile</MenuItem>
          <MenuItem id="logout">Log Out</MenuItem>
        </AvatarMenu>
        <ColorModeSwitch />
      </>
    ),
    children: <h1 style={{ margin: 0 }}>Departments</h1>,
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent('Departments');
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Department' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const NothingBuiltYet: Story = {
  args: { menu: toSideNavItems(SIDE_MENU, () => false), currentHref: '/', children: <h1>Welcome</h1> },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    await expect(nav).toHaveTextContent('Not yet available');
  },
};

/** Below md the menu is a drawer opened from the top bar. */
export const NarrowScreen: Story = {
  args: { navVariant: 'drawer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const body = within(document.body);
    await waitFor(() => expect(body.getByRole('dialog')).toBeVisible());
    await expect(within(body.getByRole('dialog')).getByRole('link', { name: 'Department' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveFocus());
  },
};

/** The top bar as the app assembles it: the bell, the account menu with Log Out, the theme switch. */
export const TopBarActions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Notifications/ }));
    const body = within(document.body);
    await waitFor(() => expect(body.getByRole('menuitem', { name: 'No notifications' })).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu for Ada Lovelace' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Log Out' }));
    await expect(onAccountAction.mock.calls.at(-1)?.[0]).toBe('logout');
    await expect(canvas.getByRole('switch', { name: 'Dark theme' })).toBeInTheDocument();
  },
};

/** The drawer's search box narrows the menu to the entries whose names match. */
export const NarrowScreenSearch: Story = {
  args: { navVariant: 'drawer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const drawer = within(await within(document.body).findByRole('dialog'));
    await userEvent.type(drawer.getByRole('searchbox'), 'bonus');
    await waitFor(() => expect(drawer.getByText('Bonus')).toBeVisible());
    await expect(drawer.queryByText('Department')).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};

/** Something awaits: the count is in the bell's name; choosing opens it; all can be marked read. */
export const NotificationsUnread: Story = {
  args: {
    notifications: {
      notifications: { items: unread, unreadCount: 1, status: 'ready' },
      onOpen,
      onMarkAllRead,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications, 1 unread' }));
    await userEvent.click(
      await body.findByRole('menuitem', { name: /Ann Lee asks for leave from 7 Dec 2026 to 9 Dec 2026/ }),
    );
    await expect(onOpen).toHaveBeenLastCalledWith(unread[0]);
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications, 1 unread' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Mark all as read' }));
    await expect(onMarkAllRead).toHaveBeenCalled();
  },
};

/** A long feed: the chip stops at 99+, as the name does. */
export const NotificationsMany: Story = {
  args: {
    notifications: {
      notifications: {
        items: Array.from({ length: 20 }, (_, index) => notification(index + 1, index > 10)),
        unreadCount: 140,
        status: 'ready',
      },
      onOpen,
      onMarkAllRead,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications, 99+ unread' }));
    const items = await within(document.body).findAllByRole('menuitem');
    await expect(items).toHaveLength(21);
    await userEvent.keyboard('{Escape}');
  },
};

export const NotificationsLoading: Story = {
  args: {
    notifications: { notifications: { items: [], unreadCount: 0, status: 'loading' }, onOpen, onMarkAllRead },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notifications' }));
    await expect(await within(document.body).findByText('Loading notifications…')).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

export const NotificationsError: Story = {
  args: {
    notifications: { notifications: { items: [], unreadCount: 0, status: 'error' }, onOpen, onMarkAllRead },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notifications' }));
    await expect(await within(document.body).findByText(/Notifications could not be loaded/)).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};
