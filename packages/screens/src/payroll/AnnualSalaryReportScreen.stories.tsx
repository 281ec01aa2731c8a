import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AnnualSalaryReportScreen } from './AnnualSalaryReportScreen.tsx';
import type { AnnualSalaryReportScreenProps } from './annualSalaryReport.ts';
import { chooseIn } from './employeePayStoryHelpers.ts';
import { annualReport, emptyAnnualReport, reportEmployees } from './payrollReportStoryData.ts';

type Download = AnnualSalaryReportScreenProps['onDownloadCsv'];

const meta = {
  title: 'Screens/Payroll/AnnualSalaryReportScreen',
  component: AnnualSalaryReportScreen,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    report: annualReport,
    employees: reportEmployees,
    onEmployeeSearch: fn(),
    employeeId: 'emp-kofi',
    onEmployeeChange: fn(),
    year: 2026,
    years: [2026, 2025, 2024],
    onYearChange: fn(),
    onRetry: fn(),
    onDownloadCsv: fn<Download>(async () => undefined),
    onDownloadPdf: fn<Download>(async () => undefined),
  },
} satisfies Meta<typeof AnnualSalaryReportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const reportTable = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('table', { name: 'Kofi Mensah’s salaries in 2026, GHS' });
const cellsOf = (row: HTMLElement) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent);

/** The year month by month with a column per contribution and the Total row. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Annual Salary Report' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Employee' })).toHaveValue('Kofi Mensah');
    const table = reportTable(canvasElement);
    const rows = within(table).getAllByRole('row');
    await expect(cellsOf(rows[0] as HTMLElement)).toEqual([
      'Month',
      'Gross',
      'Taxable',
      'Tax',
      'SSNIT',
      'PF',
      'Other deductions',
      'Net',
    ]);
    await expect(rows).toHaveLength(14);
    await expect(cellsOf(rows[10] as HTMLElement)).toEqual([
      'October',
      '5,500.00',
      '5,197.50',
      '980.38',
      '302.50',
      '275.00',
      '250.00',
      '3,692.12',
    ]);
    await expect(cellsOf(rows[13] as HTMLElement)).toEqual([
      'Total',
      '15,500.00',
      '14,647.50',
      '2,702.88',
      '852.50',
      '775.00',
      '500.00',
      '10,669.62',
    ]);
    await expect(canvas.getByText(/4 final payslips in 2026/)).toBeVisible();
  },
};

/** Choosing another year asks for that year's report. */
export const YearChange: Story = {
  play: async ({ args, canvasElement }) => {
    await chooseIn(canvasElement, /Year/, '2025');
    await expect(args.onYearChange).toHaveBeenCalledWith(2025);
  },
};

/** Download CSV and Download PDF call their callbacks; a refused download says why above the table. */
export const Downloads: Story = {
  args: { onDownloadPdf: fn<Download>(async () => ({ message: 'The PDF could not be made. Try again.' })) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Download CSV' }));
    await expect(args.onDownloadCsv).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Download PDF' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The PDF could not be made. Try again.');
    await expect(reportTable(canvasElement)).toBeVisible();
  },
};

/** An employee reads their own year: there is no Employee picker. */
export const OwnReport: Story = {
  args: {
    employeeFixed: { id: 'emp-kofi', name: 'Kofi Mensah' },
    employees: undefined,
    employeeId: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('combobox', { name: 'Employee' })).not.toBeInTheDocument();
    await expect(reportTable(canvasElement)).toBeVisible();
  },
};

/** An administrator who has not chosen anyone yet. */
export const NoEmployeeChosen: Story = {
  args: { employeeId: null, report: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Choose an employee')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { report: emptyAnnualReport },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No final payslips in 2026.')).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Download PDF' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { status: 'loading', report: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading the annual salary report' }),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', report: undefined, errorMessage: 'The server did not answer.' },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The annual salary report could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(args.onRetry).toHaveBeenCalled());
  },
};

const longName = reportEmployees[2]?.name ?? '';

/** A very long name and many contribution columns: the table scrolls sideways inside its box. */
export const LongNames: Story = {
  args: {
    employeeId: 'emp-long',
    report: {
      ...annualReport,
      employeeId: 'emp-long',
      employeeName: longName,
      contributions: [
        ...annualReport.contributions,
        { code: 'TIER3', label: 'Tier 3 voluntary pension' },
        { code: 'UNION', label: 'Union dues' },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Employee' })).toHaveValue(longName);
    await expect(canvas.getByRole('region', { name: `${longName}’s salaries in 2026, GHS` })).toBeVisible();
  },
};
