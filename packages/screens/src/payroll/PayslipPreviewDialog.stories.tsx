import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { findDialog } from '../employer/referenceStoryHelpers.ts';
import type { PayslipPreviewResult } from './employeePay.ts';
import {
  ghanaPreview,
  joinedMidPeriodPreview,
  NO_BASIC_SALARY,
  previewReady,
  previewRefused,
} from './employeePayStoryData.ts';
import { typeDate } from './employeePayStoryHelpers.ts';
import { PayslipPreviewDialog } from './PayslipPreviewDialog.tsx';

type Preview = (periodStart: string) => Promise<PayslipPreviewResult>;

const meta = {
  title: 'Screens/Payroll/PayslipPreviewDialog',
  component: PayslipPreviewDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    defaultPeriodStart: '2026-12-01',
    onPreview: fn<Preview>(previewReady),
  },
} satisfies Meta<typeof PayslipPreviewDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function preview() {
  const dialog = await findDialog('Payslip preview');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
  return dialog;
}

/** The row of the line or total named `label`: its header and its amount. */
const rowOf = (dialog: HTMLElement, label: string | RegExp) =>
  within(dialog).getByRole('rowheader', { name: label }).closest('tr') as HTMLTableRowElement;

/** Opened: the period's first day offered, nothing computed yet. */
export const Default: Story = {
  play: async () => {
    const dialog = await findDialog('Payslip preview');
    await expect(within(dialog).getByRole('group', { name: 'Period starting' })).toBeVisible();
    await expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
  },
};

/** Computing: the Preview button waits and the status says so. */
export const Loading: Story = {
  args: { onPreview: fn<Preview>(() => new Promise(() => undefined)) },
  play: async () => {
    const dialog = await preview();
    await expect(await within(dialog).findByRole('status')).toHaveTextContent('Computing the payslip…');
  },
};

/**
 * Ghana's December payslip as the engine computes it: every line under its kind with its
 * explanation, PAYE 1,029.75 on a taxable income of 5,725.00, net pay 4,695.25.
 */
export const Ready: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('Payslip preview');
    await typeDate(dialog, 'Period starting', '12012026');
    const shown = await preview();
    await expect(args.onPreview).toHaveBeenCalledWith('2026-12-01');
    const table = await within(shown).findByRole('table', { name: 'Payslip lines' });
    await expect(shown).toHaveTextContent('Kofi Mensah: 2026-12-01 – 2026-12-31, Monthly, in GHS.');
    const paye = rowOf(table, /^Ghana PAYE 2024/);
    await expect(paye).toHaveTextContent('PAYE 572.67 on the first 3,896.67 + 25% × 1,828.33 = 1,029.75');
    await expect(paye.cells[1]).toHaveTextContent('1,029.75');
    await expect(rowOf(table, /^Housing/).cells[1]).toHaveTextContent('1,000.00');
    await expect(within(table).getByRole('columnheader', { name: 'Employee contributions' })).toBeVisible();
    await expect(rowOf(table, /^Taxable income/)).toHaveTextContent(ghanaPreview.taxableIncomeExplanation);
    await expect(rowOf(table, /^Taxable income/).cells[1]).toHaveTextContent('5,725.00');
    await expect(rowOf(table, 'Total deductions').cells[1]).toHaveTextContent('1,304.75');
    await expect(rowOf(table, 'Net pay').cells[1]).toHaveTextContent('4,695.25');
    await expect(rowOf(table, 'Employer cost').cells[1]).toHaveTextContent('6,650.00');
    await expect(shown).toHaveTextContent('Each line rounded once to 0.01, half up.');
    await expect(shown).toHaveTextContent('Questions about your pay? Ask payroll@example.com.');
  },
};

/** Joined inside the period: the payment days and why, and the basic salary prorated on its line. */
export const PaymentDays: Story = {
  args: { onPreview: fn<Preview>(async () => ({ ok: true, preview: joinedMidPeriodPreview })) },
  play: async () => {
    const dialog = await preview();
    await expect(await within(dialog).findByText(/^Payment days: 22 of 31 \(Calendar Days\)/)).toBeVisible();
    const table = within(dialog).getByRole('table', { name: 'Payslip lines' });
    await expect(rowOf(table, /^Basic salary/)).toHaveTextContent(
      joinedMidPeriodPreview.lines[0]?.explanation ?? '',
    );
  },
};

/** Refused: the reason shows in the dialog as an alert, and no payslip. */
export const Refused: Story = {
  args: { onPreview: fn<Preview>(previewRefused) },
  play: async () => {
    const dialog = await preview();
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(NO_BASIC_SALARY);
    await expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
  },
};

/** A date typed in part is refused before anything is asked of the server. */
export const InvalidPeriod: Story = {
  args: { defaultPeriodStart: '' },
  play: async ({ args }) => {
    const dialog = await findDialog('Payslip preview');
    await typeDate(dialog, 'Period starting', '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await expect(await within(dialog).findByText('Enter a complete date.')).toBeVisible();
    await expect(args.onPreview).not.toHaveBeenCalled();
  },
};
