import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { enterText } from '../forms/storyInput.ts';
import { CustomRoleScreen, type CustomRoleScreenProps } from './CustomRoleScreen.tsx';
import { accounts, customRoles, roleLists } from './roleStoryData.ts';

type Save = CustomRoleScreenProps['onSave'];
type SetRoles = CustomRoleScreenProps['onSetAccountRoles'];

const payrollOfficer = customRoles[0];
if (!payrollOfficer) throw new Error('story data has no custom role');

const meta = {
  title: 'Screens/Roles/CustomRoleScreen',
  component: CustomRoleScreen,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    roles: roleLists,
    onSave: fn<Save>(async () => undefined),
    onDelete: fn(async () => undefined),
    onRoleOpen: fn(),
    onViewAs: fn(),
    onRetry: fn(),
    holders: { roleId: payrollOfficer.id, status: 'ready', accounts: accounts.slice(0, 1) },
    accountChoices: accounts,
    onAccountSearch: fn(),
    onSetAccountRoles: fn<SetRoles>(async () => undefined),
  },
} satisfies Meta<typeof CustomRoleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const custom = canvas.getByRole('table', { name: 'Custom roles' });
    await expect(within(custom).getByRole('rowheader', { name: 'Payroll Officer' })).toBeVisible();
    await expect(within(custom).getByText('1 holder')).toBeVisible();
    const builtIn = canvas.getByRole('table', { name: 'Built-in roles' });
    await expect(within(builtIn).getAllByText('Built-in')).toHaveLength(5);
    await expect(within(builtIn).queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    const examples = canvas.getByRole('table', { name: 'Examples to copy' });
    for (const name of ['HR Officer', 'Payroll Officer', 'Auditor']) {
      await expect(within(examples).getByRole('button', { name: `Copy ${name}` })).toBeVisible();
    }
    await userEvent.click(canvas.getByRole('button', { name: 'View as Line Manager' }));
    await expect(args.onViewAs).toHaveBeenCalledWith({ roleKey: 'line-manager' });
  },
};

export const Empty: Story = {
  args: { roles: { ...roleLists, custom: [] } },
  play: async ({ canvasElement }) => {
    const custom = within(canvasElement).getByRole('table', { name: 'Custom roles' });
    await expect(custom).toHaveTextContent('No custom roles yet.');
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading roles' })).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', errorMessage: 'The server did not answer.' },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The roles could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const BuiltInReadOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show Employee' }));
    const grid = canvas.getByRole('table', { name: 'Permissions of Employee' });
    await expect(within(grid).queryByRole('button')).not.toBeInTheDocument();
    const payroll = within(grid).getByRole('row', { name: /^Payroll/ });
    await expect(payroll).toHaveTextContent('Own record');
    await expect(canvas.getByText(/Built-in roles cannot be changed or deleted/)).toBeVisible();
  },
};

/** Copy an example, change one cell by keyboard, save: the grid goes to onSave as the schema reads it. */
export const CopyExample: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Payroll Officer' }));
    await expect(canvas.getByRole('heading', { level: 1, name: 'New role' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Payroll Officer');
    const grid = canvas.getByRole('table', { name: 'Permissions of the new role' });
    await expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Area', 'Read', 'Create', 'Update', 'Delete', 'Approve', 'Export', 'Run / finalise']);
    const leaveRead = within(grid).getByRole('button', { name: /Leave Read$/ });
    leaveRead.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await within(document.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Own department' }));
    await expect(leaveRead).toHaveTextContent('Own department');
    // Employer-wide areas offer the whole employer or nothing.
    await userEvent.click(within(grid).getByRole('button', { name: /Audit trail Read$/ }));
    const auditOptions = await within(document.body).findByRole('listbox');
    await expect(
      within(auditOptions)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Not granted', 'Whole employer']);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'Save role' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    const [values, existing] = args.onSave.mock.calls[0] ?? [];
    await expect(existing).toBeUndefined();
    await expect(values?.grid.leave).toEqual({ read: 'department' });
    await expect(values?.grid.payroll?.run).toBe('employer');
    await expect(canvas.getByRole('status')).toHaveTextContent('Role “Payroll Officer” saved.');
  },
};

export const Invalid: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'New role' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save role' }));
    await expect(await canvas.findByText('Enter the role’s name.')).toBeVisible();
    await expect(canvas.getByText('Give the role at least one permission.')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { onSave: fn<Save>(() => new Promise(() => undefined)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Leave Clerk' }));
    await enterText(canvas.getByRole('textbox', { name: 'Description' }), 'Branch leave.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save role' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Save role/ })).toHaveAttribute('aria-disabled'),
    );
  },
};

export const Refused: Story = {
  args: {
    onSave: fn<Save>(async () => ({
      message: 'Your role does not allow you to change roles and permissions.',
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Leave Clerk' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save role' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Your role does not allow you to change roles and permissions.');
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Leave Clerk');
  },
};

export const HoldersAndDelete: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Payroll Officer' }));
    await expect(args.onRoleOpen).toHaveBeenCalledWith(payrollOfficer.id);
    const holders = canvas.getByRole('list', { name: 'Holders of Payroll Officer' });
    await expect(holders).toHaveTextContent('Grace Hopper');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Payroll Officer from Grace Hopper' }));
    await expect(args.onSetAccountRoles).toHaveBeenCalledWith(accounts[0], []);
    await expect(await canvas.findByText('Grace Hopper no longer holds Payroll Officer.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete role' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('The account holding it loses what it allows.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete role' }));
    await expect(args.onDelete).toHaveBeenCalledWith(payrollOfficer);
    await expect(await canvas.findByText('Role “Payroll Officer” deleted.')).toBeVisible();
  },
};

/**
 * Adding a holder as the app searches: every keystroke and the choice itself ask for accounts matching
 * the field's text, and the chosen "Alan Turing (alan@example.com)" matches none. The choice still holds.
 */
export const AddHolderWhileSearching: Story = {
  render: function Render(args) {
    const [choices, setChoices] = useState(args.accountChoices);
    return (
      <CustomRoleScreen
        {...args}
        accountChoices={choices}
        onAccountSearch={(term) => {
          args.onAccountSearch(term);
          const wanted = term.toLowerCase();
          setChoices(accounts.filter((account) => account.name.toLowerCase().includes(wanted)));
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Payroll Officer' }));
    await userEvent.type(canvas.getByRole('combobox', { name: 'Add a holder' }), 'Ala');
    await userEvent.click(await within(document.body).findByRole('option', { name: /^Alan Turing/ }));
    await userEvent.click(canvas.getByRole('button', { name: /^Add$/ }));
    await expect(args.onSetAccountRoles).toHaveBeenCalledWith(accounts[1], [payrollOfficer.id]);
    await expect(await canvas.findByText('Alan Turing now holds Payroll Officer.')).toBeVisible();
  },
};
