import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { FormSubmitResult } from '../forms/index.ts';
import { chooseIn, typeDate } from '../payroll/employeePayStoryHelpers.ts';
import { withRegionalSettings } from '../storySupport/withRegionalSettings.tsx';
import { ExpenseClaimsReportScreen } from './ExpenseClaimsReportScreen.tsx';
import type { ExpenseClaimsReport, ExpenseClaimsReportFilters } from './expenseClaimsReport.ts';

const filters: ExpenseClaimsReportFilters = { from: '2026-11-01', to: '2026-11-30', groupBy: 'category' };

/** November by category: a line lowered on approval, one claim approved but not paid yet. */
const report: ExpenseClaimsReport = {
  rows: [
    {
      key: 'cat-hotel',
      label: 'Hotel',
      claims: 2,
      lines: 3,
      claimed: '4830',
      approved: '4500',
      paid: '3000',
    },
    {
      key: 'cat-taxi',
      label: 'Taxi',
      claims: 3,
      lines: 7,
      claimed: '612.5',
      approved: '612.5',
      paid: '612.5',
    },
    { key: 'cat-fuel', label: 'Mileage', claims: 1, lines: 2, claimed: '105', approved: '105', paid: '0' },
  ],
  totals: { claims: 5, lines: 12, claimed: '5547.5', approved: '5217.5', paid: '3612.5' },
};

const meta = {
  title: 'Screens/Expenses/ExpenseClaimsReportScreen',
  component: ExpenseClaimsReportScreen,
  tags: ['autodocs'],
  decorators: [withRegionalSettings('D MMM YYYY')],
  args: {
    status: 'ready',
    filters,
    currency: 'GHS',
    report,
    onFiltersChange: fn(),
    onRetry: fn(),
    onExportCsv: fn(async (): Promise<FormSubmitResult> => undefined),
  },
} satisfies Meta<typeof ExpenseClaimsReportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('table', { name: 'Expense claims by category, GHS' });
const rowTexts = (element: HTMLElement) =>
  within(element)
    .getAllByRole('row')
    .map((row) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent));

/** Each group's claims, lines and amounts in the payroll currency's decimals, and the Total row. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Claims Report' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '5 claims, 12 lines from 1 Nov 2026 to 30 Nov 2026',
    );
    await expect(rowTexts(table(canvasElement))).toEqual([
      ['Category', 'Claims', 'Lines', 'Claimed', 'Approved', 'Paid'],
      ['Hotel', '2', '3', '4,830.00', '4,500.00', '3,000.00'],
      ['Taxi', '3', '7', '612.50', '612.50', '612.50'],
      ['Mileage', '1', '2', '105.00', '105.00', '0.00'],
      ['Total', '5', '12', '5,547.50', '5,217.50', '3,612.50'],
    ]);
  },
};

/** Group by asks for the report again, the period kept; Export CSV asks the server for the same rows. */
export const GroupAndExport: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseIn(canvasElement, /Group by$/, 'Department');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...filters, groupBy: 'department' });
    await userEvent.click(canvas.getByRole('button', { name: /Export CSV/ }));
    await expect(args.onExportCsv).toHaveBeenCalledTimes(1);
  },
};

/** A period that ends before it starts says so on To and asks for nothing. */
export const PeriodBackwards: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await typeDate(canvasElement, 'To', '10312026');
    await waitFor(() => expect(canvas.getByText('The period ends before it starts.')).toBeVisible());
    await expect(args.onFiltersChange).not.toHaveBeenCalled();
  },
};

/** An export the server refuses shows why, above the table. */
export const ExportRefused: Story = {
  args: {
    onExportCsv: fn(
      async (): Promise<FormSubmitResult> => ({
        message: 'You may not export expense claims: ask an administrator for Expense claims › Export.',
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Export CSV/ }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('You may not export expense claims'),
    );
  },
};

export const Empty: Story = {
  args: { report: { rows: [], totals: { claims: 0, lines: 0, claimed: '0', approved: '0', paid: '0' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No expense claims in this period')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Export CSV/ })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { status: 'loading', report: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading the claims report' }),
    ).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', report: undefined, errorMessage: 'The server did not answer.' },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The claims report could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
