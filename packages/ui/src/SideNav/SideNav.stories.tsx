import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '../Button/index.ts';
import { specMenu, specMenuWithUnavailable } from './SideNav.fixtures.ts';
import { SideNav, type SideNavProps } from './SideNav.tsx';

/** Stands in for the app's router so choosing a link is observed instead of leaving the story. */
const navigate = fn<(href: string) => void>();

const withRouter: Decorator = (Story) => (
  <RouterProvider navigate={navigate}>
    <Story />
  </RouterProvider>
);

const meta = {
  title: 'UI/SideNav',
  component: SideNav,
  decorators: [withRouter],
  beforeEach: () => {
    navigate.mockClear();
  },
  args: { items: specMenu, currentHref: '/dashboard', variant: 'rail', onDrawerOpenChange: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['auto', 'rail', 'drawer'] } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SideNav>;

export default meta;
type Story = StoryObj<typeof meta>;

const GROUPS = [
  'Employee Management',
  'Leave Management',
  'Attendance',
  'Document WorkFlow',
  'Incident',
  'Team',
  'Expense Claims',
  'Payroll',
  'Employer',
];

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    const menu = within(nav);
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    const groups = menu.getAllByRole('button');
    await expect(groups.map((group) => group.textContent)).toEqual(GROUPS);
    for (const group of groups) await expect(group).toHaveAttribute('aria-expanded', 'false');

    const payroll = menu.getByRole('button', { name: 'Payroll' });
    await userEvent.click(payroll);
    await expect(payroll).toHaveAttribute('aria-expanded', 'true');
    const bonus = menu.getByRole('link', { name: 'Bonus' });
    await expect(bonus).toBeVisible();
    await userEvent.click(bonus);
    await expect(navigate).toHaveBeenCalledWith('/payroll/bonus', undefined);

    await userEvent.click(payroll);
    await expect(payroll).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.queryByRole('link', { name: 'Bonus' })).not.toBeInTheDocument();
  },
};

export const GroupByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement);
    const group = menu.getByRole('button', { name: 'Employee Management' });
    await userEvent.tab();
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.tab();
    await expect(group).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(menu.getByRole('link', { name: 'Create Employee' })).toHaveFocus();

    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.queryByRole('link', { name: 'Create Employee' })).not.toBeInTheDocument();
  },
};

export const CurrentPageInGroup: Story = {
  args: { currentHref: '/payroll/bonus' },
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement);
    await expect(menu.getByRole('button', { name: 'Payroll' })).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('button', { name: 'Employer' })).toHaveAttribute('aria-expanded', 'false');
    const current = menu.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
    await expect(current).toHaveLength(1);
    await expect(current[0]).toHaveAccessibleName('Bonus');
    await expect(menu.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  },
};

export const WithUnavailableEntries: Story = {
  args: { items: specMenuWithUnavailable, currentHref: '/leave/leave-types' },
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement);
    await expect(menu.getByRole('link', { name: 'Leave Type' })).toHaveAttribute('aria-current', 'page');
    // Document WorkFlow's entries are unavailable in this fixture (SideNav.fixtures.ts); its Approval
    // WorkFlow is no link, while Leave Management's of the same name is one.
    const [, documents] = menu.getAllByText('Approval WorkFlow');
    await expect(menu.getAllByRole('link', { name: 'Approval WorkFlow' })).toHaveLength(1);
    await expect(documents?.closest('a')).toBeNull();
    await expect(documents?.parentElement).toHaveTextContent('Approval WorkFlowNot yet available');
    await expect(menu.getAllByText('Not yet available').length).toBeGreaterThan(1);
  },
};

/** The drawer with the button that opens it, as the top bar renders it below md. */
function DrawerWithOpener(args: SideNavProps) {
  const [isOpen, setOpen] = useState(args.isDrawerOpen ?? false);
  const changeOpen = (open: boolean) => {
    setOpen(open);
    args.onDrawerOpenChange?.(open);
  };
  return (
    <div style={{ padding: '0.5rem' }}>
      <IconButton icon="menu" aria-label="Open menu" variant="secondary" onPress={() => changeOpen(true)} />
      <SideNav {...args} variant="drawer" isDrawerOpen={isOpen} onDrawerOpenChange={changeOpen} />
    </div>
  );
}

export const MobileDrawer: Story = {
  args: { variant: 'drawer' },
  render: (args) => <DrawerWithOpener {...args} />,
  play: async ({ args, canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Open menu' });
    const body = within(document.body);
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(opener);
    const dialog = await body.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(args.onDrawerOpenChange).toHaveBeenCalledWith(true);
    const drawer = within(dialog);
    await expect(drawer.getByRole('navigation', { name: 'Main' })).toBeVisible();

    await userEvent.tab();
    await expect(drawer.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(drawer.getByRole('button', { name: 'Employer' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
    await expect(args.onDrawerOpenChange).toHaveBeenLastCalledWith(false);

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.getByRole('dialog', { name: 'Menu' })).toBeVisible());
  },
};

export const DrawerClosesOnLink: Story = {
  args: { variant: 'drawer', isDrawerOpen: true, currentHref: '/payroll/bonus' },
  render: (args) => <DrawerWithOpener {...args} />,
  play: async () => {
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Menu' });
    const drawer = within(dialog);
    await expect(drawer.getByRole('link', { name: 'Bonus' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(drawer.getByRole('link', { name: 'Deductions' }));
    await expect(navigate).toHaveBeenCalledWith('/payroll/deductions', undefined);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const DrawerSearch: Story = {
  args: { variant: 'drawer', isDrawerOpen: true },
  render: (args) => <DrawerWithOpener {...args} />,
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Menu' });
    const drawer = within(dialog);
    const search = drawer.getByRole('searchbox', { name: 'Search menu' });

    await userEvent.type(search, 'holi');
    const holidays = drawer.getAllByRole('link', { name: 'Holiday' });
    await expect(holidays).toHaveLength(2);
    await expect(drawer.getByRole('button', { name: 'Leave Management' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(drawer.getByRole('button', { name: 'Attendance' })).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getAllByRole('link')).toHaveLength(2);
    await expect(drawer.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    await expect(drawer.queryByRole('button', { name: 'Payroll' })).not.toBeInTheDocument();

    await userEvent.type(search, 'zzz');
    await expect(drawer.getByText('No menu entries match')).toBeVisible();

    await userEvent.click(drawer.getByRole('button', { name: 'Clear search' }));
    await expect(search).toHaveValue('');
    await expect(drawer.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    const groups = drawer.getAllByRole('button').filter((button) => button.hasAttribute('aria-expanded'));
    await expect(groups.map((group) => group.textContent)).toEqual(GROUPS);
  },
};

export const DrawerNoMatches: Story = {
  args: { variant: 'drawer', isDrawerOpen: true },
  render: (args) => <DrawerWithOpener {...args} />,
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Menu' });
    const drawer = within(dialog);
    await userEvent.type(drawer.getByRole('searchbox', { name: 'Search menu' }), 'timesheet');
    await expect(drawer.getByText('No menu entries match')).toBeVisible();
    await expect(drawer.queryByRole('link')).not.toBeInTheDocument();
  },
};
