import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
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

/** Filters chosen stay chosen, as the app keeps them, and each change is reported. */
export const FilteringAndExporting: Story = {
  render: function Render(args) {
    const [filters, setFilters] = useState(args.filters);
    return (
      <LeaveTransactionReportScreen
        {...args}
        filters={filters}
        onFiltersChange={(next) => {
          setFilters(next);
          args.onFiltersChange(next);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Leave type/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'UL' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...NO_FILTERS, leaveTypeId: 'type-ul' });
    await userEvent.type(canvas.getByRole('combobox', { name: 'Employee' }), 'kof');
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Kofi Boateng' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      ...NO_FILTERS,
      leaveTypeId: 'type-ul',
      employeeId: 'e-kofi',
    });
    // Emptying the field is "All employees" again.
    await userEvent.clear(canvas.getByRole('combobox', { name: 'Employee' }));
    await userEvent.tab();
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...NO_FILTERS, leaveTypeId: 'type-ul' });
    await userEvent.click(await canvas.findByRole('button', { name: 'Export CSV' }));
    await expect(args.onExportCsv).toHaveBeenCalledOnce();
  },
};

/** An employee's own report: no employee filter. */
export const OwnTransactions: Story = {
  args: { employees: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('combobox', { name: 'Employee' })).toBeNull();
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
