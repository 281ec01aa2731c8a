import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { findDialog, grid } from '../employer/referenceStoryHelpers.ts';
import { ProcessPayrollScreen } from './ProcessPayrollScreen.tsx';
import { payRuns, runHref } from './payRunStoryData.ts';
import { inBritishEnglish, novemberValues, processPayrollDialogArgs } from './payRunStoryHelpers.tsx';

const meta = {
  title: 'Screens/Payroll/ProcessPayrollScreen',
  component: ProcessPayrollScreen,
  tags: ['autodocs'],
  decorators: [inBritishEnglish],
  args: {
    status: 'ready',
    runs: payRuns,
    runHref,
    onRetry: fn(),
    dialog: { ...processPayrollDialogArgs(), defaultValues: novemberValues },
  },
} satisfies Meta<typeof ProcessPayrollScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const cellsOf = (row: HTMLElement) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent);

/** Every run, newest period first: its period linking to the run, pay date, counts, amounts and status. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Process Payroll' })).toBeVisible();
    const table = grid(canvasElement, 'Process Payroll');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual(['Period', 'Pay Date', 'Employees', 'Gross', 'Net', 'Status']);
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(cellsOf(rows[1] as HTMLElement)).toEqual([
      'Monthly 2026-11-01 – 2026-11-30',
      '2026-11-25',
      '3',
      '18,000.00',
      '14,085.75',
      'Draft',
    ]);
    await expect(within(rows[0] as HTMLElement).getByText('Processing')).toBeVisible();
    await expect(within(rows[3] as HTMLElement).getByRole('link')).toHaveTextContent(
      'Monthly 2026-10-01 – 2026-10-31 (off-cycle)',
    );
    await expect(within(rows[1] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      runHref('run-november'),
    );
  },
};

/** The button opens the dialog, offering the period the app chose. */
export const OpensDialog: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Process Payroll' }));
    const dialog = await findDialog('Process Payroll');
    await expect(within(dialog).getByRole('textbox', { name: 'To' })).toHaveValue('2026-11-30');
  },
};

export const Loading: Story = {
  args: { status: 'loading', runs: [] },
  play: async ({ canvasElement }) => {
    await expect(grid(canvasElement, 'Process Payroll')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { runs: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No payroll has been processed yet.')).toBeVisible();
  },
};

export const ErrorState: Story = {
  args: { status: 'error', runs: [], errorMessage: 'The server did not answer.' },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The payroll runs could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
