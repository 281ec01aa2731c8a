import { SIDE_MENU } from '@hr/domain';
import { ColorModeSwitch, IconButton } from '@hr/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from './AppShell.tsx';
import { toSideNavItems } from './sideMenu.ts';

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
        <IconButton icon="bell" aria-label="Notifications" />
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
