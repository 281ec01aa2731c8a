import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LeaveTransactionReportScreen } from './LeaveTransactionReportScreen.tsx';
import { plannerLeaveTypes, transactionRows } from './leaveReportStoryData.ts';

const NO_FILTERS = { employeeId: null, leaveTypeId: null, from: null, to: null };

const meta = {
  title: 'Screens/Leave/LeaveTransactionReportScreen',
  component: LeaveTransactionReportScreen,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    filters: NO_FILTERS,
    onFiltersChange: fn(),
    employees: [
      { id: 'e-ama', name: 'Ama Mensah' },
      { id: 'e-kofi', name: 'Kofi Boateng' },
    ],
    leaveTypes: plannerLeaveTypes.map(({ id, code }) => ({ id, name: code })),
    total: transactionRows.length,
    rows: transactionRows,
    onVisibleRangeChange: fn(),
    onExportCsv: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof LeaveTransactionReportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('grid', { name: 'Transaction Report' });

/** The ledger latest first: the kind in words, signed amounts, an adjustment's reason. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('7 transactions');
    const rows = within(table(canvasElement)).getAllByRole('row').slice(1);
    await expect(rows[0]).toHaveTextContent(/2026-12-21.*Ama Mensah.*AL.*Taken.*-3.*Day/);
    await expect(within(table(canvasElement)).getByText('Worked the bank holiday')).toBeVisible();
  },
};

export const FilteringAndExporting: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Leave type/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'UL' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...NO_FILTERS, leaveTypeId: 'type-ul' });
    await userEvent.click(canvas.getByRole('button', { name: /Employee/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Kofi Boateng' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...NO_FILTERS, employeeId: 'e-kofi' });
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExportCsv).toHaveBeenCalledOnce();
  },
};

/** An employee's own report: no employee filter. */
export const OwnTransactions: Story = {
  args: { employees: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /Employee/ })).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading', total: 0, rows: [] },
};

export const Empty: Story = {
  args: { total: 0, rows: [], filters: { ...NO_FILTERS, from: '2027-01-01', to: '2027-01-31' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No transactions')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', errorMessage: 'The server did not answer.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The transactions could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
