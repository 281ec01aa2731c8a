import { SIDE_MENU } from '@hr/domain';
import { AvatarMenu, ColorModeSwitch, MenuItem, NotificationsMenu } from '@hr/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from './AppShell.tsx';
import { toSideNavItems } from './sideMenu.ts';

const onAccountAction = fn();
const built = new Set(['/dashboard', '/employee', '/employer/departments']);

const meta = {
  title: 'Screens/Shell/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    productName: 'HR Payroll',
    menu: toSideNavItems(SIDE_MENU, (path) => built.has(path)),
    currentHref: '/employer/departments',
    actions: (
      <>
        <NotificationsMenu notifications={[]} />
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
