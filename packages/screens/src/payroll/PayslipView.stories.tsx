import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { FormSubmitResult } from '../forms/index.ts';
import { PayslipView } from './PayslipView.tsx';
import { arrearsPayslip, draftPayslip, LONG_NAME, payslip } from './payRunStoryData.ts';
import { inBritishEnglish } from './payRunStoryHelpers.tsx';

type Download = () => Promise<FormSubmitResult>;

const meta = {
  title: 'Screens/Payroll/PayslipView',
  component: PayslipView,
  tags: ['autodocs'],
  decorators: [inBritishEnglish],
  args: {
    status: 'ready',
    payslip,
    onRetry: fn(),
    onDownloadPdf: fn<Download>(async () => undefined),
    onPrint: fn(),
    back: { href: '/payroll/my-payslips', label: 'My Payslips' },
  },
} satisfies Meta<typeof PayslipView>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (scope: HTMLElement, label: string | RegExp) =>
  within(scope).getByRole('rowheader', { name: label }).closest('tr') as HTMLTableRowElement;

/** A final payslip: who pays whom, the lines with their explanations, the totals and the year to date. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Payslip 2026-11-01 – 2026-11-30' }),
    ).toBeVisible();
    await expect(canvasElement).toHaveTextContent('EmployerAccra Textiles Ltd');
    await expect(canvasElement).toHaveTextContent('Employee NoEMP-001');
    await expect(canvasElement).toHaveTextContent('Pay date2026-11-25');
    await expect(canvasElement).toHaveTextContent('Paid byBank: GCB Bank, 1021130004567');
    const lines = canvas.getByRole('table', { name: 'Payslip lines' });
    await expect(within(lines).getByRole('columnheader', { name: 'Earnings' })).toBeVisible();
    await expect(within(lines).getByRole('columnheader', { name: 'Employee contributions' })).toBeVisible();
    await expect(
      within(lines).getByRole('columnheader', { name: 'Employer contributions (not taken from pay)' }),
    ).toBeVisible();
    await expect(rowOf(lines, /^Ghana PAYE 2024/).cells[1]).toHaveTextContent('1,029.75');
    await expect(rowOf(lines, 'Gross').cells[1]).toHaveTextContent('6,000.00');
    await expect(rowOf(lines, 'Total deductions').cells[1]).toHaveTextContent('1,304.75');
    await expect(rowOf(lines, 'Net pay').cells[1]).toHaveTextContent('4,695.25');
    await expect(rowOf(lines, 'Employer cost').cells[1]).toHaveTextContent('6,650.00');
    const yearToDate = canvas.getByRole('table', { name: 'Year to date 2026' });
    await expect(rowOf(yearToDate, 'Net pay').cells[1]).toHaveTextContent('51,647.75');
    const footer = canvas.getByText('Questions about your pay? Ask payroll@example.com.');
    await expect(footer.compareDocumentPosition(yearToDate)).toBe(Node.DOCUMENT_POSITION_PRECEDING);
    await expect(canvas.queryByText('Draft')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Print' }));
    await expect(args.onPrint).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Download PDF' }));
    await expect(args.onDownloadPdf).toHaveBeenCalledTimes(1);
  },
};

/** September's arrears paid in November: its own line, marked Arrears, counted in gross. */
export const Arrears: Story = {
  args: { payslip: arrearsPayslip },
  play: async ({ canvasElement }) => {
    const lines = within(canvasElement).getByRole('table', { name: 'Payslip lines' });
    const arrears = rowOf(lines, /^Arrears September 2026/);
    await expect(within(arrears).getByText('Arrears', { selector: 'span' })).toBeVisible();
    await expect(arrears.cells[1]).toHaveTextContent('500.00');
    await expect(rowOf(lines, 'Gross').cells[1]).toHaveTextContent('6,500.00');
  },
};

/** A draft seen by an administrator: marked Draft, with its payment days and why. */
export const DraftWithPaymentDays: Story = {
  args: { payslip: draftPayslip },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Draft')).toBeVisible();
    await expect(canvasElement).toHaveTextContent(
      'Payment days: 22 of 30 (Calendar Days). Joined on 9 Nov 2026: basic salary paid for the days employed.',
    );
  },
};

/** A long name wraps in the header rather than widening the page. */
export const LongName: Story = {
  args: { payslip: { ...payslip, employeeName: LONG_NAME, employeeNo: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(LONG_NAME)).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

const NOT_READY = 'The PDF could not be made. Try again in a minute.';

/** A failed download says why, and the page stays. */
export const DownloadRefused: Story = {
  args: { onDownloadPdf: fn<Download>(async () => ({ message: NOT_READY })) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent(NOT_READY));
  },
};

export const Loading: Story = {
  args: { status: 'loading', payslip: null },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading the payslip' }),
    ).toBeVisible();
  },
};

export const ErrorState: Story = {
  args: { status: 'error', payslip: null, errorMessage: 'No payslip has that id.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('No payslip has that id.');
    await expect(within(canvasElement).getByRole('link', { name: 'My Payslips' })).toBeVisible();
  },
};
