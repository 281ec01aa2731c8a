import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { myClaims } from './expenseStoryData.ts';
import { MyExpenseClaimsScreen } from './MyExpenseClaimsScreen.tsx';

const meta = {
  title: 'Screens/Expenses/MyExpenseClaimsScreen',
  component: MyExpenseClaimsScreen,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    claims: myClaims,
    total: 7,
    onShowMore: fn(),
    onStatusFilterChange: fn(),
    onNew: fn(),
    onEdit: fn(),
    onView: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof MyExpenseClaimsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * One claim of each status with its totals in the payroll currency; a draft opens in the editor, any
 * other claim its detail; the status filter and New claim go to the app.
 */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(canvas.getByRole('grid', { name: 'My Claims' }));
    const approved = table.getByRole('row', { name: /EC-0043/ });
    await expect(approved).toHaveTextContent('GHS 2,185.00');
    await expect(approved).toHaveTextContent('GHS 1,855.00');
    await userEvent.click(table.getByText('Kumasi workshop'));
    await expect(args.onEdit).toHaveBeenCalledWith(myClaims[0]);
    await userEvent.click(table.getByText('Team dinner'));
    await expect(args.onView).toHaveBeenCalledWith(myClaims[1]);
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'New claim' }));
    await expect(args.onNew).toHaveBeenCalled();
    await expect(canvas.getByText('5 of 7')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await expect(args.onShowMore).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Paid' }));
    await expect(args.onStatusFilterChange).toHaveBeenCalledWith('paid');
  },
};

export const Loading: Story = { args: { status: 'loading', claims: [], total: 0 } };

export const LoadFailed: Story = {
  args: { status: 'error', errorMessage: 'The server did not answer.', claims: [], total: 0 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your expense claims could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Nothing claimed yet: the way to start is named. */
export const Empty: Story = { args: { claims: [], total: 0 } };

/** Narrowed to a status with no claims: how to widen it again. */
export const NoneOfAStatus: Story = { args: { claims: [], total: 0, statusFilter: 'rejected' } };
